import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/** Issue 27, decision 0068: search and swipe cards say how far away she lives, from the shipped city coordinates. */
describe.each(databaseKinds())('the distance on a card on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  /** A member living in `city`, a region of the shipped data (or a place the data does not hold). */
  const livingIn = async (region: string, city: string, options: { gender?: 'male' | 'female' } = {}) => {
    const member = await givenMember(knex(), { gender: options.gender ?? 'male', region: `Afstand ${kind} ${region}` });
    await knex()('profiles').where('member_id', member.id).update({ country: 'NL', region, city });
    return member;
  };

  it("gives each of a member's search and swipe cards the distance from her city, rounded, or null when a place is unknown", async () => {
    const anna = await livingIn('Utrecht', 'Utrecht', { gender: 'female' });
    const cookie = await sessionCookieFor(server.api, anna);
    const neighbour = await livingIn('Utrecht', 'Utrecht');
    const amersfoort = await livingIn('Utrecht', 'Amersfoort');
    const groningen = await livingIn('Groningen', 'Groningen');
    const nowhere = await livingIn('Utrecht', '');
    const expected = new Map<number, unknown>([
      [neighbour.id, { km: 5, under: true }],
      [amersfoort.id, { km: 20, under: false }],
      [groningen.id, { km: 160, under: false }],
      [nowhere.id, null],
    ]);

    const search = await server.api.get('/api/members.php').query({ gender: 'male', country: 'NL' }).set('Cookie', cookie);
    expect(search.status).toBe(200);
    const searched = new Map((search.body.profiles as { id: number; distance: unknown }[]).map((p) => [p.id, p.distance]));
    for (const [id, distance] of expected) expect([id, searched.get(id)]).toEqual([id, distance]);

    const swipe = await server.api.get('/api/swipe.php').set('Cookie', cookie);
    expect(swipe.status).toBe(200);
    const dealt = new Map((swipe.body.profiles as { id: number; distance: unknown }[]).map((p) => [p.id, p.distance]));
    for (const [id, distance] of expected) expect([id, dealt.get(id)]).toEqual([id, distance]);
  });

  it('gives no distance when her own place is unknown', async () => {
    const anna = await livingIn('Utrecht', 'Atlantis', { gender: 'female' });
    const cookie = await sessionCookieFor(server.api, anna);
    await livingIn('Utrecht', 'Zeist');
    const search = await server.api.get('/api/members.php').query({ gender: 'male', country: 'NL' }).set('Cookie', cookie);
    expect(search.body.profiles.length).toBeGreaterThan(0);
    for (const profile of search.body.profiles as { distance: unknown }[]) expect(profile.distance).toBeNull();
  });

  it('refuses a visitor the swipe game (403), and answers bad search input with 400 naming the field', async () => {
    expect((await server.api.get('/api/swipe.php')).status).toBe(403);
    const anna = await livingIn('Utrecht', 'Utrecht', { gender: 'female' });
    const cookie = await sessionCookieFor(server.api, anna);
    const bad = await server.api.get('/api/members.php').query({ min_age: 'oud' }).set('Cookie', cookie);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_input', field: 'min_age' });
  });
});
