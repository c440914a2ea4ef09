import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/** Issue 27, decision 0068: POST /api/swipe-undo.php takes back her last pass in the swipe game. */
describe.each(databaseKinds())('undoing the last pass on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  const player = async () => {
    const anna = await givenMember(knex(), { name: 'Anna', gender: 'female' });
    return { ...anna, cookie: await sessionCookieFor(server.api, anna) };
  };
  const pass = (cookie: string, id: number) => server.api.post('/api/swipe-pass.php').set('Cookie', cookie).send({ profile_id: id });
  const undo = (cookie: string, body: object) => server.api.post('/api/swipe-undo.php').set('Cookie', cookie).send(body);
  const dealt = async (cookie: string) => ((await server.api.get('/api/swipe.php').set('Cookie', cookie)).body.profiles as { id: number }[]).map((p) => p.id);

  it('forgets her last pass, so the game deals the profile again', async () => {
    const anna = await player();
    const [bram, carl] = await Promise.all([1, 2].map(() => givenMember(knex(), { gender: 'male' })));
    await pass(anna.cookie, bram!.id).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 5)); // two passes in two different milliseconds
    await pass(anna.cookie, carl!.id).expect(200);
    expect(await dealt(anna.cookie)).not.toContain(carl!.id);
    // Only the last one: an older pass is not taken back.
    expect((await undo(anna.cookie, { profile_id: bram!.id })).status).toBe(404);

    const answer = await undo(anna.cookie, { profile_id: carl!.id });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    const after = await dealt(anna.cookie);
    expect(after).toContain(carl!.id);
    expect(after).not.toContain(bram!.id);
    // The same undo again finds nothing.
    expect((await undo(anna.cookie, { profile_id: carl!.id })).status).toBe(404);
  });

  it('never takes back a like', async () => {
    const anna = await player();
    const [bram, carl] = await Promise.all([1, 2].map(() => givenMember(knex(), { gender: 'male' })));
    await pass(anna.cookie, bram!.id).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await server.api.post('/api/like.php').set('Cookie', anna.cookie).send({ profile_id: carl!.id, via: 'swipe' }).expect(201);
    for (const target of [carl!, bram!]) {
      const answer = await undo(anna.cookie, { profile_id: target.id });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'not_found', field: 'profile_id' });
    }
    expect(await dealt(anna.cookie)).not.toContain(bram!.id);
  });

  it('refuses a visitor with the 403 of SPEC §8', async () => {
    const answer = await server.api.post('/api/swipe-undo.php').send({ profile_id: 1 });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: 'authentication required' });
  });

  it('answers bad input with 400 naming profile_id', async () => {
    const anna = await player();
    for (const body of [{}, { profile_id: 'x' }, { profile_id: -1 }]) {
      const answer = await undo(anna.cookie, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'invalid_input', field: 'profile_id' });
    }
  });

  it("never touches another member's pass: Bram cannot take back Anna's", async () => {
    const anna = await player();
    const bram = await givenMember(knex(), { gender: 'male' });
    const bramCookie = await sessionCookieFor(server.api, bram);
    const carl = await givenMember(knex(), { gender: 'male' });
    await pass(anna.cookie, carl.id).expect(200);
    expect((await undo(bramCookie, { profile_id: carl.id })).status).toBe(404);
    expect(await dealt(anna.cookie)).not.toContain(carl.id);
    expect(await knex()('swipe_passes').where({ member_id: anna.id, passed_id: carl.id }).first('member_id')).toBeDefined();
  });
});
