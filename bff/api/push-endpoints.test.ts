import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';

const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

/**
 * Issue 22: POST /api/user.php?push=1 keeps only endpoints of push services on the public web. Internal names were
 * accepted (`foo.localhost.`, `*.local`, `*.cluster.local`); the server would later have sent to them.
 */
describe.each(databaseKinds())('push subscription endpoints on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const subscribe = async (endpoint: string) => {
    const member = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    const response = await server.api.post('/api/user.php?push=1').set('Cookie', cookie).send({ subscription: { endpoint, expirationTime: null, keys } });
    const stored = await server.database.knex('push_subscriptions').where('member_id', member.id).first();
    return { response, stored };
  };

  it.each([
    'https://foo.localhost./x',
    'https://printer.local/x',
    'https://push.default.svc.cluster.local/x',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://nas.home.arpa/x',
    'https://router.lan/x',
    'https://push.example.com./x',
    'https://0x7f000001/x',
    'https://[fd00::1]/x',
    'https://push.example.com:8443/x',
    'http://fcm.googleapis.com/fcm/send/x',
  ])('refuses %s with 400 on subscription.endpoint and stores nothing', async (endpoint) => {
    const { response, stored } = await subscribe(endpoint);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', field: 'subscription.endpoint' });
    expect(stored).toBeUndefined();
  });

  it('keeps the endpoints of the browsers’ push services', async () => {
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc:def', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA', 'https://web.push.apple.com/QGuQyavXutnMH']) {
      const { response, stored } = await subscribe(endpoint);
      expect(response.status, endpoint).toBe(200);
      expect(stored, endpoint).toMatchObject({ state: 'subscribed', endpoint });
    }
  });
});
