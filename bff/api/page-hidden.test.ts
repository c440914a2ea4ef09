import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationId } from '../../domain/shared/ids';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/** SPEC §7 POST /api/page-hidden.php: the beacon a page sends when it is hidden (issue 23, decision 0055). */
describe.each(databaseKinds())('POST /api/page-hidden.php on %s', (kind) => {
  let server: TestServer;
  let anna: GivenMember;
  let bram: GivenMember;
  let annaCookie: string;
  const CHAT = conversationId(41);

  beforeAll(async () => {
    server = await startTestServer(kind);
    anna = await givenMember(server.database.knex);
    bram = await givenMember(server.database.knex);
    annaCookie = await sessionCookieFor(server.api, anna);
  });
  afterAll(() => server.close());

  const views = () => server.composition.dependencies.conversationViews;

  it('marks her tabs hidden: the conversation one of them showed is no longer being read', async () => {
    await views().shows(anna.id, 'tab-1', { conversationId: CHAT, visible: true }, new Date());
    expect(await views().isReading(anna.id, CHAT, new Date())).toBe(true);

    const response = await server.api.post('/api/page-hidden.php').set('Cookie', annaCookie).set('Content-Type', 'application/json').send('{}');
    expect(response.status).toBe(204);
    expect(await views().isReading(anna.id, CHAT, new Date())).toBe(false);
  });

  it('hides only her own tabs, never another member’s', async () => {
    await views().shows(bram.id, 'tab-b', { conversationId: CHAT, visible: true }, new Date());
    expect((await server.api.post('/api/page-hidden.php').set('Cookie', annaCookie).send({})).status).toBe(204);
    expect(await views().isReading(bram.id, CHAT, new Date())).toBe(true);
  });

  it('answers an anonymous beacon 403 and changes nothing', async () => {
    await views().shows(bram.id, 'tab-b', { conversationId: CHAT, visible: true }, new Date());
    const response = await server.api.post('/api/page-hidden.php').send({});
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'authentication required' });
    expect(await views().isReading(bram.id, CHAT, new Date())).toBe(true);
  });

  it('refuses a body that is not empty with 400 naming the field', async () => {
    const response = await server.api.post('/api/page-hidden.php').set('Cookie', annaCookie).send({ member_id: bram.id });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', field: 'member_id' });
  });

  it('refuses a body that is not a JSON object with 400 on the body', async () => {
    const response = await server.api.post('/api/page-hidden.php').set('Cookie', annaCookie).set('Content-Type', 'application/json').send('[1]');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', field: 'body' });
  });

  it('is refused from another site (CSRF), as every call that changes state', async () => {
    const response = await server.api.post('/api/page-hidden.php').set('Cookie', annaCookie).set('Origin', 'https://kwaadwillend.example').set('Sec-Fetch-Site', 'cross-site').send({});
    expect(response.status).toBe(403);
  });
});
