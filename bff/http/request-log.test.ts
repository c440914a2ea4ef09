import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { redactUrl } from '../logger';

describe('redactUrl', () => {
  it('masks the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/reset-password/do?token=abc123&lang=nl')).toBe('/reset-password/do?token=[redacted]&lang=nl');
    expect(redactUrl('/complete-signup?Token=x&invite_code=y')).toBe('/complete-signup?Token=[redacted]&invite_code=[redacted]');
    expect(redactUrl('/members?gender=female')).toBe('/members?gender=female');
  });
});

describe.each(databaseKinds())('what the server logs on %s', (kind) => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    server = await startTestServer(kind, { config: { logLevel: 'info' }, logDestination: sink });
  });
  afterAll(() => server.close());
  const log = () => lines.join('');

  it('logs page addresses with their live tokens masked', async () => {
    await server.api.get('/reset-password/do?token=LiveResetToken123');
    await server.api.get('/complete-signup?token=LiveActivationToken456');
    await server.api.get('/account-deleted?token=LiveReactivationToken789');
    expect(log()).toContain('/reset-password/do?token=[redacted]');
    for (const secret of ['LiveResetToken123', 'LiveActivationToken456', 'LiveReactivationToken789']) expect(log()).not.toContain(secret);
  });

  it('logs one line per request with its id, status and time, and never the cookie', async () => {
    await server.api.get('/api/settings.php').set('X-Request-Id', 'line-per-request-1').set('Cookie', 'hs_session=SecretSessionToken');
    const line = lines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => (entry.req as { id?: string } | undefined)?.id === 'line-per-request-1');
    expect(line).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/settings.php' }, res: { statusCode: 200 } });
    expect(typeof line?.responseTime).toBe('number');
    expect(log()).not.toContain('SecretSessionToken');
  });

  it('logs a failed query without its parameters: no email, no message text', async () => {
    const member = await givenMember(server.database.knex, { credits: 100 });
    const other = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    const chat = (await server.api.post('/api/chat.php').set('Cookie', cookie).send({ profile_id: other.id })).body.chat;
    await server.database.knex.raw('alter table messages add constraint no_secrets check (body not like \'%geheim%\')');
    await server.database.knex.raw('alter table members add constraint no_probe check (email not like \'probe%\')');
    try {
      const sent = await server.api.post('/api/messages.php').set('Cookie', cookie).send({ conversation_id: chat.id, text: 'Mijn geheim bericht voor jou' });
      expect(sent.status).toBe(500);
      const signedUp = await server.api.post('/api/signup.php').send({
        email: 'probe.private@example.nl', name: 'Probe', password: 'een lang wachtwoord', date_of_birth: '1990-01-01',
        gender: 'male', sexuality: 'hetero', country: 'NL', region: 'Utrecht', city: 'Utrecht',
      });
      expect(signedUp.status).toBe(500);
    } finally {
      await server.database.knex.raw('alter table messages drop constraint no_secrets');
      await server.database.knex.raw('alter table members drop constraint no_probe');
    }
    expect(log()).toContain('request failed');
    // The request's own line says it failed, with its status.
    expect(lines.map((text) => JSON.parse(text) as Record<string, unknown>).filter((entry) => entry.msg === 'request errored')).toContainEqual(
      expect.objectContaining({ req: expect.objectContaining({ method: 'POST', url: '/api/messages.php' }), res: { statusCode: 500 } }),
    );
    for (const secret of ['geheim bericht', 'probe.private@example.nl', member.email]) expect(log()).not.toContain(secret);
  });
});
