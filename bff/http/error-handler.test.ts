import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED_PATHS } from '../logger';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';

describe('a fault inside a request', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('answers 500 with the generic Dutch text and the request id, never a stack trace', async () => {
    const member = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    await server.database.knex.raw('alter table profiles rename to profiles_gone');
    try {
      const response = await server.api.get('/api/chats.php').set('Cookie', cookie).set('X-Request-Id', 'trace-me-12345');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ error: 'server_error', request_id: 'trace-me-12345' });
      expect(response.text).not.toMatch(/at .*\.ts|Error:|profiles/);
    } finally {
      await server.database.knex.raw('alter table profiles_gone rename to profiles');
    }
  });
});

describe('the log', () => {
  it('never carries passwords, tokens, cookies, message bodies or emails', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
    logger.info({
      req: { headers: { cookie: 'hs_session=geheim-token-123', authorization: 'Bearer abc' } },
      res: { headers: { 'set-cookie': 'hs_session=nieuw-geheim' } },
      body: { email: 'anna@example.nl', password: 'mijn wachtwoord', text: 'Een lief bericht' },
      password: 'los wachtwoord',
    });
    const line = lines.join('');
    for (const secret of ['geheim-token-123', 'Bearer abc', 'nieuw-geheim', 'anna@example.nl', 'mijn wachtwoord', 'Een lief bericht', 'los wachtwoord']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
  });
});
