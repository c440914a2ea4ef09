import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';

describe.each(databaseKinds())('mails about changes to the account on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { DOMAINS: 'https://hartslag.test' } });
  });
  afterAll(() => server.close());

  const latestTo = async (to: string) => (await server.api.get('/dev/mailbox/latest.json').query({ to })).body as { subject: string; text: string; link: string };

  it('tells the member her password was changed, with a link to choose a new one and the support address', async () => {
    const member = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    const changed = await server.api.put('/api/password.php').set('Cookie', cookie).send({ current_password: member.password, password: 'een heel nieuw wachtwoord' });
    expect(changed.status).toBe(200);
    const mail = await latestTo(member.email);
    expect(mail.subject).toBe('Je wachtwoord voor Hartslag is gewijzigd');
    expect(mail.link).toBe('https://hartslag.test/reset-password');
    expect(mail.text).toContain('support@hartslag.example');
  });

  it('tells the member after a reset through the mailed link', async () => {
    const member = await givenMember(server.database.knex);
    await server.api.post('/api/password-reset.php').send({ email: member.email });
    const token = new URL((await latestTo(member.email)).link).searchParams.get('token');
    const reset = await server.api.post('/api/password-reset-do.php').send({ token, password: 'een heel nieuw wachtwoord', password_confirmation: 'een heel nieuw wachtwoord' });
    expect(reset.status).toBe(200);
    expect((await latestTo(member.email)).subject).toBe('Je wachtwoord voor Hartslag is gewijzigd');
  });

  it('tells the old address when the email changes', async () => {
    const member = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    const next = `nieuw-${Date.now()}@example.nl`;
    await server.api.post('/api/mail-change.php').set('Cookie', cookie).send({ email: next, password: member.password }).expect(200);
    const token = new URL((await latestTo(next)).link).searchParams.get('token');
    await server.api.post('/api/mail-change-do.php').send({ token }).expect(200);
    const mail = await latestTo(member.email);
    expect(mail.subject).toBe('Het e-mailadres van je account bij Hartslag is gewijzigd');
    expect(mail.link).toBe('https://hartslag.test/reset-password');
  });
});
