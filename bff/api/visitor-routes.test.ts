import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberId } from '../../domain/shared/ids';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { pageServicesFor } from '../page-services';

/** Issue 27, decision 0068: "Wie bekeek mij" — GET /api/visitors.php, the views that fill it, and its badge. */
describe.each(databaseKinds())('who opened her profile on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  const member = async (name: string) => {
    const made = await givenMember(knex(), { name });
    return { ...made, cookie: await sessionCookieFor(server.api, made) };
  };
  const opens = (viewer: { cookie: string }, owner: GivenMember) => server.api.get('/api/profile.php').query({ id: owner.id }).set('Cookie', viewer.cookie);
  const visitorsOf = async (who: { cookie: string }) => {
    const answer = await server.api.get('/api/visitors.php').set('Cookie', who.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return answer.body.visitors as { profile: { id: number; name: string }; at: string; is_new: boolean }[];
  };
  /** The badge every page's snapshot counts (the page services' totals). */
  const badgeOf = async (who: GivenMember) => {
    const settings = await server.settings.forDomain('hartslag.example');
    const services = await pageServicesFor(server.composition.dependencies, { requestId: 'visitors', cspNonce: 'n', memberId: memberId(who.id), settings, trafficSource: false });
    return (await services.counts()).new_visitors;
  };

  it('lists who opened her profile, newest first, new until she opens the list, with a badge that counts them', async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    const carl = await member('Carl');
    await opens(bram, anna).expect(200);
    await opens(carl, anna).expect(200);
    await opens(anna, anna).expect(200); // her own profile leaves no trace
    expect(await badgeOf(anna)).toBe(2);

    const first = await visitorsOf(anna);
    expect(first.map((v) => [v.profile.name, v.is_new])).toEqual([
      ['Carl', true],
      ['Bram', true],
    ]);
    expect(new Date(first[0]!.at).getTime()).toBeGreaterThanOrEqual(new Date(first[1]!.at).getTime());
    expect(await badgeOf(anna)).toBe(0);

    // Bram looks again: one row, his time moved on, new again.
    await opens(bram, anna).expect(200);
    expect((await visitorsOf(anna)).map((v) => [v.profile.name, v.is_new])).toEqual([
      ['Bram', true],
      ['Carl', false],
    ]);
    expect(Number((await knex()('profile_views').where({ viewed_id: anna.id, viewer_id: bram.id }).count({ rows: '*' }))[0]!.rows)).toBe(1);
  });

  it('keeps no trace of an invisible member, and never shows one blocked either way', async () => {
    const anna = await member('Anna');
    const ghost = await member('Ghost');
    const blockedByHer = await member('Dirk');
    const blockingHer = await member('Eddy');
    await knex()('members').where('id', ghost.id).update({ invisible: true });
    await opens(ghost, anna).expect(200);
    await opens(blockedByHer, anna).expect(200);
    await opens(blockingHer, anna).expect(200);
    await server.api.post('/api/block.php').set('Cookie', anna.cookie).send({ profile_id: blockedByHer.id }).expect(200);
    await server.api.post('/api/block.php').set('Cookie', blockingHer.cookie).send({ profile_id: anna.id }).expect(200);

    expect(await knex()('profile_views').where({ viewed_id: anna.id, viewer_id: ghost.id }).first('viewer_id')).toBeUndefined();
    expect(await badgeOf(anna)).toBe(0);
    expect(await visitorsOf(anna)).toEqual([]);
  });

  it('records the view when the profile page opens it, in the page service, as the API does', async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    const settings = await server.settings.forDomain('hartslag.example');
    const services = await pageServicesFor(server.composition.dependencies, { requestId: 'page', cspNonce: 'n', memberId: memberId(bram.id), settings, trafficSource: false });
    expect((await services.profile(anna.id))?.profile.id).toBe(anna.id);
    expect((await visitorsOf(anna)).map((v) => v.profile.name)).toEqual(['Bram']);
  });

  it("shows each member only her own visitors, whatever the query says", async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    const carl = await member('Carl');
    await opens(carl, anna).expect(200);
    await opens(anna, bram).expect(200);
    const bramsView = await server.api.get('/api/visitors.php').query({ member_id: anna.id, id: anna.id }).set('Cookie', bram.cookie);
    expect(bramsView.status).toBe(200);
    expect(bramsView.body.visitors.map((v: { profile: { name: string } }) => v.profile.name)).toEqual(['Anna']);
    // Bram's look at his list cleared nothing of Anna's.
    expect(await badgeOf(anna)).toBe(1);
  });

  it('refuses a visitor with the 403 of SPEC §8, and a bad profile id with 400 naming id (no view recorded)', async () => {
    const anna = await member('Anna');
    const answer = await server.api.get('/api/visitors.php');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: 'authentication required' });
    const bad = await server.api.get('/api/profile.php').query({ id: 'abc' }).set('Cookie', anna.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_input', field: 'id' });
    expect(await knex()('profile_views').where({ viewer_id: anna.id }).first('viewer_id')).toBeUndefined();
  });
});
