import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from '../../test/support/live-client';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

describe.each(databaseKinds())('likes and matches on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  const members = async (...names: string[]) => {
    const made: (GivenMember & { cookie: string })[] = [];
    for (const name of names) {
      const member = await givenMember(knex(), { name });
      made.push({ ...member, cookie: await sessionCookieFor(server.api, member) });
    }
    return made;
  };
  const like = (from: { cookie: string }, to: { id: number }, via?: string) =>
    server.api.post('/api/like.php').set('Cookie', from.cookie).send(via ? { profile_id: to.id, via } : { profile_id: to.id });
  const likesOf = async (who: { cookie: string }) => {
    const response = await server.api.get('/api/likes.php').set('Cookie', who.cookie);
    expect(response.status).toBe(200);
    return response.body as { profiles: { id: number }[]; liked_by: { id: number; like_new: boolean }[]; matches: { id: number }[] };
  };

  it('likes a profile, lists it on both sides with like_new, and opening the profile clears like_new', async () => {
    const [anna, bram] = await members('Anna', 'Bram');

    const liked = await like(anna!, bram!);
    expect(liked.status).toBe(201);
    expect(liked.body).toEqual({ liked: true, match: null, swipe: { limit: 4, used: 0, remaining: 4 } });
    expect((await likesOf(anna!)).profiles.map((p) => p.id)).toEqual([bram!.id]);
    expect((await likesOf(bram!)).liked_by).toMatchObject([{ id: anna!.id, like_new: true }]);

    expect((await server.api.get('/api/profile.php').query({ id: anna!.id }).set('Cookie', bram!.cookie)).status).toBe(200);
    expect((await likesOf(bram!)).liked_by).toMatchObject([{ id: anna!.id, like_new: false }]);
  });

  it('answers a like that makes a match with the match, and tells both members live', async () => {
    const [anna, bram] = await members('Anna', 'Bram');
    const annaLive = await connectLive(server.url, anna!.cookie);
    const bramLive = await connectLive(server.url, bram!.cookie);

    await like(anna!, bram!).expect(201);
    expect(await bramLive.next((e) => (e.type as string) === 'like')).toEqual({ type: 'like', profile_id: anna!.id });
    const second = await like(bram!, anna!);

    expect(second.status).toBe(201);
    expect(second.body.match).toMatchObject({ id: anna!.id, name: 'Anna' });
    expect(await annaLive.next((e) => (e.type as string) === 'match')).toEqual({ type: 'match', profile_id: bram!.id });
    expect(await bramLive.next((e) => (e.type as string) === 'match')).toEqual({ type: 'match', profile_id: anna!.id });
    expect((await likesOf(anna!)).matches.map((p) => p.id)).toEqual([bram!.id]);
    annaLive.close();
    bramLive.close();
  });

  it('takes a like back with DELETE, the id in the query', async () => {
    const [anna, bram] = await members('Anna', 'Bram');
    await like(anna!, bram!).expect(201);

    const unliked = await server.api.delete('/api/like.php').query({ profile_id: bram!.id }).set('Cookie', anna!.cookie);

    expect(unliked.status).toBe(200);
    expect((await likesOf(anna!)).profiles).toEqual([]);
    expect((await likesOf(bram!)).liked_by).toEqual([]);
  });

  it('refuses every likes call to a visitor with the 403 of SPEC §8', async () => {
    for (const call of [
      server.api.get('/api/likes.php'),
      server.api.post('/api/like.php').send({ profile_id: 1 }),
      server.api.delete('/api/like.php').query({ profile_id: 1 }),
      server.api.get('/api/auto-like.php'),
      server.api.get('/api/swipe.php'),
      server.api.post('/api/swipe-pass.php').send({ profile_id: 1 }),
      server.api.get('/api/match-finder.php'),
    ]) {
      const response = await call;
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'authentication required' });
    }
  });

  it('answers bad input with 400 naming the field, and changes nothing', async () => {
    const [anna] = await members('Anna');
    for (const body of [{}, { profile_id: 'abc' }, { profile_id: -3 }, { profile_id: 1, via: 'wink' }]) {
      const response = await server.api.post('/api/like.php').set('Cookie', anna!.cookie).send(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', field: 'via' in body ? 'via' : 'profile_id' });
    }
    expect((await server.api.delete('/api/like.php').query({ profile_id: 'x' }).set('Cookie', anna!.cookie)).body).toMatchObject({ field: 'profile_id' });
    const self = await like(anna!, anna!);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ error: 'invalid_input', field: 'profile_id' });
    expect((await likesOf(anna!)).profiles).toEqual([]);
  });

  it('answers 404 for a member one may not like (unknown, blocked, unconfirmed, invisible) and stores nothing', async () => {
    const [anna, bram] = await members('Anna', 'Bram');
    const unconfirmed = await givenMember(knex(), { status: 'not_confirmed' });
    const invisible = await givenMember(knex());
    await knex()('members').where('id', invisible.id).update({ invisible: true });
    await server.api.post('/api/block.php').set('Cookie', bram!.cookie).send({ profile_id: anna!.id }).expect(200);

    for (const target of [{ id: 987654 }, bram!, unconfirmed, invisible]) {
      const response = await like(anna!, target);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'not_found', field: 'profile_id' });
    }
    expect((await likesOf(anna!)).profiles).toEqual([]);
  });

  it("shows nobody else's likes: each member's lists are her own", async () => {
    const [anna, bram, cas] = await members('Anna', 'Bram', 'Cas');
    await like(anna!, bram!).expect(201);

    expect(await likesOf(cas!)).toEqual({ profiles: [], liked_by: [], matches: [] });
    // Cas taking back a like of Bram that Anna gave changes nothing of Anna's.
    await server.api.delete('/api/like.php').query({ profile_id: bram!.id }).set('Cookie', cas!.cookie).expect(200);
    expect((await likesOf(bram!)).liked_by.map((l) => l.id)).toEqual([anna!.id]);
  });

  it('caps a free member at exactly 4 swipe likes a day, also when they come in parallel', async () => {
    const [anna] = await members('Anna');
    const others = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => givenMember(knex())));

    const answers = await Promise.all(others.map((other) => like(anna!, other, 'swipe')));

    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expect(answer.body).toMatchObject({ error: 'swipe_limit', limit: 4 });
    expect((await likesOf(anna!)).profiles).toHaveLength(4);
    expect((await server.api.get('/api/swipe.php').set('Cookie', anna!.cookie)).body.swipe).toEqual({ limit: 4, used: 4, remaining: 0 });
  });

  it('lets a premium member swipe without a cap', async () => {
    const premium = await givenMember(knex(), { paidUser: true });
    const cookie = await sessionCookieFor(server.api, premium);
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => givenMember(knex())));

    for (const other of others) await like({ cookie }, other, 'swipe').expect(201);

    expect((await server.api.get('/api/swipe.php').set('Cookie', cookie)).body.swipe).toEqual({ limit: null, used: 5, remaining: null });
  });

  it('deals the swipe game the profiles she looks for, leaving out those she liked, passed or may not see', async () => {
    const anna = await givenMember(knex(), { name: 'Anna', gender: 'female' });
    const cookie = await sessionCookieFor(server.api, anna);
    const [liked, passed, blocked, fresh] = await Promise.all([1, 2, 3, 4].map(() => givenMember(knex(), { gender: 'male' })));
    const woman = await givenMember(knex(), { gender: 'female' });
    await like({ cookie }, liked!).expect(201);
    await server.api.post('/api/block.php').set('Cookie', cookie).send({ profile_id: blocked!.id }).expect(200);

    const passing = await server.api.post('/api/swipe-pass.php').set('Cookie', cookie).send({ profile_id: passed!.id });
    expect(passing.status).toBe(200);
    const game = await server.api.get('/api/swipe.php').set('Cookie', cookie);

    expect(game.status).toBe(200);
    const dealt = (game.body.profiles as { id: number; gender: string }[]).map((p) => p.id);
    expect(dealt).toContain(fresh!.id);
    for (const left of [anna, liked!, passed!, blocked!, woman]) expect(dealt).not.toContain(left.id);
    expect(new Set((game.body.profiles as { gender: string }[]).map((p) => p.gender))).toEqual(new Set(['male']));
    expect(game.body.swipe).toEqual({ limit: 4, used: 0, remaining: 4 });
    // Passing is free, and bad input changes nothing.
    expect((await server.api.post('/api/swipe-pass.php').set('Cookie', cookie).send({ profile_id: 'x' })).body).toMatchObject({ error: 'invalid_input', field: 'profile_id' });
    expect((await server.api.post('/api/swipe-pass.php').set('Cookie', cookie).send({ profile_id: blocked!.id })).status).toBe(404);
  });

  it('finds the best matches for a choice: within the filters, nearest first, with the distance, never a blocked one', async () => {
    const anna = await givenMember(knex(), { name: 'Anna', gender: 'female', region: 'Noord-Holland' });
    const cookie = await sessionCookieFor(server.api, anna);
    const region = `Vindregio ${kind}`;
    const near = await givenMember(knex(), { gender: 'male', region, birthDate: '1990-03-01' });
    const blocked = await givenMember(knex(), { gender: 'male', region, birthDate: '1990-03-01' });
    await server.api.post('/api/block.php').set('Cookie', cookie).send({ profile_id: blocked.id }).expect(200);

    const found = await server.api.get('/api/match-finder.php').query({ gender: 'male', min_age: 30, max_age: 40, country: 'NL', countryregion: region }).set('Cookie', cookie);

    expect(found.status).toBe(200);
    const ids = (found.body.matches as { profile: { id: number; gender: string }; distance_km: number | null }[]).map((m) => m.profile.id);
    expect(ids[0]).toBe(near.id);
    expect(ids).not.toContain(blocked.id);
    expect(ids).not.toContain(anna.id);
    for (const match of found.body.matches as { profile: { gender: string } }[]) expect(match.profile.gender).toBe('male');
    for (const [query, field] of [
      [{ gender: 'x' }, 'gender'],
      [{ min_age: 5 }, 'min_age'],
      [{ reason: 'r'.repeat(101) }, 'reason'],
    ] as const) {
      const response = await server.api.get('/api/match-finder.php').query(query).set('Cookie', cookie);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', field });
    }
  });

  it('announces each real like once through auto-like.php, newest first, then nothing', async () => {
    const [anna, bram, cas] = await members('Anna', 'Bram', 'Cas');
    await like(anna!, bram!).expect(201);
    await like(cas!, bram!).expect(201);

    const shown = [];
    for (let i = 0; i < 3; i += 1) shown.push((await server.api.get('/api/auto-like.php').set('Cookie', bram!.cookie)).body.profile?.id ?? null);

    expect(shown).toEqual([cas!.id, anna!.id, null]);
    expect((await server.api.get('/api/auto-like.php').query({ profile_id: 'x' }).set('Cookie', bram!.cookie)).body).toMatchObject({ error: 'invalid_input', field: 'profile_id' });
  });

  it('announces a like that came live to the first tab asking with its profile_id, and nothing to the next', async () => {
    const [anna, bram, cas] = await members('Anna', 'Bram', 'Cas');
    await like(anna!, bram!).expect(201);
    await like(cas!, bram!).expect(201);

    const first = await server.api.get('/api/auto-like.php').query({ profile_id: anna!.id }).set('Cookie', bram!.cookie);
    const second = await server.api.get('/api/auto-like.php').query({ profile_id: anna!.id }).set('Cookie', bram!.cookie);

    expect(first.body.profile).toMatchObject({ id: anna!.id });
    expect(second.body).toEqual({ profile: null });
    // Cas's like has not been shown: the next plain call gives it.
    expect((await server.api.get('/api/auto-like.php').set('Cookie', bram!.cookie)).body.profile).toMatchObject({ id: cas!.id });
    expect((await server.api.get('/api/auto-like.php').set('Cookie', anna!.cookie)).body).toEqual({ profile: null });
  });
});
