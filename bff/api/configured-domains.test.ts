import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { signupForm } from '../../test/support/signup-form';

const BASE = 'https://hartslag.test';

/** The two ways a request names a host of its choosing: the Host itself, and X-Forwarded-Host behind a trusted proxy. */
const forgeries: [string, Record<string, string>][] = [
  ['a forged Host', { Host: 'evil.example' }],
  ['a forged X-Forwarded-Host', { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' }],
];

let sequence = 0;
const freshEmail = () => `domeinen${(sequence += 1)}-${Date.now()}@example.nl`;
const cookieOf = (response: { headers: Record<string, unknown> }) =>
  (response.headers['set-cookie'] as string[]).map((cookie) => cookie.split(';')[0]).join('; ');

describe.each(databaseKinds())('configured domains on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // One proxy hop is trusted, so X-Forwarded-Host would be believed if anything still read it.
    server = await startTestServer(kind, { env: { DOMAINS: BASE, TRUST_PROXY: '1' } });
  });
  afterAll(() => server.close());

  const mailTo = async (to: string) => {
    const response = await server.api.get('/dev/mailbox/latest.json').query({ to });
    expect(response.status).toBe(200);
    return response.body as { text: string; html: string; link: string };
  };
  /** Every link in the mail, text and HTML, starts with the configured base URL, and the forged host is nowhere. */
  const expectOnlyConfiguredLinks = async (to: string, path: string) => {
    const mail = await mailTo(to);
    expect(mail.link.startsWith(`${BASE}${path}`)).toBe(true);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
  };

  describe.each(forgeries)('links in mails requested with %s', (_name, headers) => {
    it('point the password reset at the configured base URL', async () => {
      const member = await givenMember(server.database.knex);
      const response = await server.api.post('/api/password-reset.php').set(headers).send({ email: member.email });
      expect(response.status).toBe(200);
      await expectOnlyConfiguredLinks(member.email, '/reset-password/do?token=');
    });

    it('point the activation after signup, and the activation mail asked for again, at the configured base URL', async () => {
      const email = freshEmail();
      const signedUp = await server.api.post('/api/signup.php').set(headers).send(signupForm({ email }));
      expect(signedUp.status).toBe(201);
      await expectOnlyConfiguredLinks(email, '/complete-signup?token=');
      const again = await server.api.post('/api/activation-mail.php').set(headers).set('Cookie', cookieOf(signedUp)).send({});
      expect(again.status).toBe(200);
      await expectOnlyConfiguredLinks(email, '/complete-signup?token=');
    });

    it('point the reactivation after deletion, and the one asked for again, at the configured base URL', async () => {
      const member = await givenMember(server.database.knex);
      const cookie = await sessionCookieFor(server.api, member);
      const deleted = await server.api.post('/api/delete-account.php').set(headers).set('Cookie', cookie).send({ password: member.password, reason: 'privacy' });
      expect(deleted.status).toBe(200);
      await expectOnlyConfiguredLinks(member.email, '/account-deleted?token=');
      const asked = await server.api.post('/api/reactivate.php').set(headers).send({ email: member.email });
      expect(asked.status).toBe(200);
      await expectOnlyConfiguredLinks(member.email, '/account-deleted?token=');
    });

    it('point the email change confirmation at the configured base URL', async () => {
      const member = await givenMember(server.database.knex);
      const cookie = await sessionCookieFor(server.api, member);
      const next = freshEmail();
      const response = await server.api.post('/api/mail-change.php').set(headers).set('Cookie', cookie).send({ email: next, password: member.password });
      expect(response.status).toBe(200);
      await expectOnlyConfiguredLinks(next, '/mail-change/do?token=');
    });
  });

  it('serves an unknown host the default domain, and keeps and queries nothing for it', async () => {
    await server.api.get('/api/settings.php'); // the configured domains are loaded once
    let queries = 0;
    // The background work (the outbox worker's polls, the job runner) queries on its own; requests are counted.
    const count = (query: { sql: string }) => {
      if (!/\b(outbox|job_schedules)\b/.test(query.sql)) queries += 1;
    };
    server.database.knex.on('query', count);
    try {
      for (let i = 0; i < 200; i += 1) {
        const byHost = await server.api.get('/api/settings.php').set('Host', `probe${i}.example`);
        // The browser is not sent base_url (bff/contract/public-settings.ts); the mail tests above prove the links.
        expect(byHost.body.settings).toMatchObject({ domain: 'hartslag.test' });
        const byQuery = await server.api.get('/api/settings.php').query({ domain: `forced${i}.example` });
        expect(byQuery.body.settings.domain).toBe('hartslag.test');
      }
    } finally {
      server.database.knex.off('query', count);
    }
    expect(queries).toBe(0);
    expect(await server.settings.domainNames()).toEqual(['hartslag.test']);
  });

  it('serves a domain that has settings of its own at its own base URL', async () => {
    await server.settings.set('flirt.example', 'name', 'Flirtpunt');
    await server.settings.set('flirt.example', 'base_url', 'https://www.flirt.example');
    const response = await server.api.get('/api/settings.php').set('Host', 'FLIRT.example:8443');
    expect(response.body.settings).toMatchObject({ domain: 'flirt.example', name: 'Flirtpunt' });
    const member = await givenMember(server.database.knex);
    await server.api.post('/api/password-reset.php').set('Host', 'flirt.example').send({ email: member.email });
    expect((await mailTo(member.email)).link.startsWith('https://www.flirt.example/reset-password/do?token=')).toBe(true);
    expect(await server.settings.domainNames()).toEqual(['hartslag.test', 'flirt.example']);
  });

  it('counts signups per address whatever Host the requests name, then answers 429 with Retry-After', async () => {
    await server.settings.set('hartslag.test', 'signups_per_ip_per_hour', 2);
    const client = { 'X-Forwarded-For': '198.51.100.23' };
    const responses = [];
    for (const host of ['hartslag.test', 'other1.example', 'other2.example', 'other3.example']) {
      responses.push(await server.api.post('/api/signup.php').set(client).set('Host', host).send(signupForm({ email: freshEmail() })));
    }
    expect(responses.map((response) => response.status)).toEqual([201, 201, 429, 429]);
    expect(responses[2]!.body).toMatchObject({ error: 'rate_limited' });
    expect(Number(responses[2]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes the client address from the trusted hop, not from the first X-Forwarded-For entry the client wrote', async () => {
    await server.settings.set('hartslag.test', 'login_attempts_per_ip', 20);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await server.api
        .post('/api/user.php')
        .set('X-Forwarded-For', `10.66.${i}.1, 203.0.113.77`)
        .send({ email: `gok${i}@example.nl`, password: 'fout wachtwoord' });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('shows the development mailbox to a browser on this machine only, also behind a proxy', async () => {
    expect((await server.api.get('/dev/mailbox')).status).toBe(200);
    const proxied = await server.api.get('/dev/mailbox').set('X-Forwarded-For', '203.0.113.9');
    expect(proxied.status).toBe(404);
    const latest = await server.api.get('/dev/mailbox/latest.json').set('X-Forwarded-For', '203.0.113.9').query({ to: 'x@example.nl' });
    expect(latest.status).toBe(404);
    expect(latest.text).not.toContain('token');
  });
});
