import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { SIGNUP_FORM } from '../../test/support/signup-form';

const form = SIGNUP_FORM;

let sequence = 0;
const freshEmail = () => `aanmelder${(sequence += 1)}-${Date.now()}@example.nl`;
const cookieOf = (response: { headers: Record<string, unknown> }) =>
  (response.headers['set-cookie'] as string[]).map((cookie) => cookie.split(';')[0]).join('; ');

describe.each(databaseKinds())('signup.php, activate.php and activation-mail.php on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const signUp = (changes: Record<string, unknown> = {}, host?: string) => {
    const request = server.api.post('/api/signup.php');
    if (host) request.set('Host', host);
    return request.send({ ...form, email: freshEmail(), ...changes });
  };
  const latestMail = async (to: string) => {
    const response = await server.api.get('/dev/mailbox/latest.json').query({ to });
    expect(response.status).toBe(200);
    return response.body as { to: string; subject: string; text: string; html: string; link: string };
  };
  const tokenIn = (link: string) => new URL(link).searchParams.get('token')!;

  describe('POST /api/signup.php', () => {
    it('creates an unconfirmed member with gratis messages, logs them in, and ignores fields a member may not set', async () => {
      const email = freshEmail();
      const response = await signUp({ email, credits: 5000, paid_user: true, status: 'active', __proto__: { admin: true } });
      expect(response.status).toBe(201);
      expect(response.body.user).toMatchObject({
        email,
        status: 'not_confirmed',
        credits: 0,
        paid_user: false,
        has_free_messages: true,
        profile: { name: 'Sanne', age: expect.any(Number) },
      });
      const me = await server.api.get('/api/user.php').set('Cookie', cookieOf(response));
      expect(me.body.user).toMatchObject({ id: response.body.user.id, status: 'not_confirmed' });
    });

    it('mails an activation link to the complete-signup page, in Dutch, with the company details', async () => {
      const email = freshEmail();
      await signUp({ email, name: 'Sanne <b>' });
      const mail = await latestMail(email);
      expect(mail.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/complete-signup\?token=[A-Za-z0-9_-]{20,}$/);
      expect(mail.subject).toBe('Bevestig je e-mailadres bij Hartslag');
      expect(mail.text).toContain('Hoi Sanne <b>,');
      expect(mail.html).toContain('Hoi Sanne &lt;b&gt;,');
      expect(mail.html).not.toContain('<b>');
      for (const detail of ['Hartslag Media B.V.', 'Keizersgracht 100', 'KvK 12345678', 'NL001234567B01', 'support@hartslag.example']) {
        expect(mail.text).toContain(detail);
        expect(mail.html).toContain(detail);
      }
    });

    it('refuses an email that already has an account, whatever its case', async () => {
      await givenMember(server.database.knex, { email: 'bestaat@example.nl' });
      const response = await signUp({ email: 'BESTAAT@example.nl' });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: 'email_taken', field: 'email' });
    });

    it('refuses the email of an account deleted less than 14 days ago as account_deleted, and as email_taken after', async () => {
      const recent = await givenMember(server.database.knex, { status: 'deleted' });
      const old = await givenMember(server.database.knex, { status: 'deleted' });
      const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
      await server.database.knex('members').where('id', recent.id).update({ deleted_at: daysAgo(13) });
      await server.database.knex('members').where('id', old.id).update({ deleted_at: daysAgo(15) });

      const response = await signUp({ email: recent.email });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: 'account_deleted', field: 'email' });
      expect((await signUp({ email: old.email })).body).toMatchObject({ error: 'email_taken', field: 'email' });
    });

    it.each([
      [{ email: 'geen-email' }, 'email', 'invalid'],
      [{ name: '@sanne' }, 'name', 'starts_with_at'],
      [{ name: 'zelfde@example.nl', email: 'zelfde@example.nl' }, 'name', 'same_as_email'],
      [{ password: 'password123' }, 'password', 'too_common'],
      [{ password: 'kort' }, 'password', 'too_short'],
      [{ date_of_birth: '2001-02-30' }, 'date_of_birth', 'invalid'],
      [{ gender: 'other' }, 'gender', expect.any(String)],
      [{ invite_code: 'x'.repeat(65) }, 'invite_code', expect.any(String)],
    ])('answers %o with 400 on %s', async (change, field, reason) => {
      const response = await signUp(change);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', field, reason });
    });

    it('refuses someone younger than min_age', async () => {
      const year = new Date().getUTCFullYear() - 17;
      const response = await signUp({ date_of_birth: `${year}-01-01` });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ field: 'date_of_birth', reason: 'too_young' });
    });
  });

  describe('the signups setting', () => {
    beforeAll(async () => {
      const settings = server.settings;
      await settings.set('traffic.example', 'signups', 'with_trafficsource');
      await settings.set('invite.example', 'signups', 'invite');
      await server.database.knex('invites').insert({ code: 'WELKOM-2025' });
    });

    it('with_trafficsource refuses a visitor who arrived without tracking data', async () => {
      const response = await signUp({}, 'traffic.example');
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ error: 'signups_closed', field: 'invite_code' });
    });

    it('with_trafficsource accepts a visitor who arrived with ?sub={abc}, and stores sub1 abc', async () => {
      // She accepted cookies: the arrival's cookie waits for that (decision 0062).
      const arrival = await server.api.get('/api/settings.php').set('Host', 'traffic.example').set('Cookie', 'hs_consent=accepted.1').query({ sub: '{abc}', network: 'adnet' });
      const cookie = String(arrival.headers['set-cookie']);
      expect(cookie).toMatch(/hs_tracking=[A-Za-z0-9_-]+;/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=2592000/);

      const response = await server.api.post('/api/signup.php').set('Host', 'traffic.example').set('Cookie', cookieOf(arrival)).send({ ...form, email: freshEmail() });
      expect(response.status).toBe(201);
      const row = await server.database.knex('member_tracking').where('member_id', response.body.user.id).first();
      expect(row).toMatchObject({ sub1: 'abc', network: 'adnet', ref: null, sub2: null, sub3: null });
    });

    it('treats a forged tracking cookie as no tracking data', async () => {
      const response = await server.api.post('/api/signup.php').set('Host', 'traffic.example').set('Cookie', 'hs_tracking=bm90IGpzb24').send({ ...form, email: freshEmail() });
      expect(response.status).toBe(403);
    });

    it('invite-only accepts an unused invite code once, and refuses none or an unknown one', async () => {
      expect((await signUp({}, 'invite.example')).status).toBe(403);
      expect((await signUp({ invite_code: 'ONBEKEND' }, 'invite.example')).body).toMatchObject({ error: 'signups_closed', field: 'invite_code' });
      const first = await signUp({ invite_code: 'WELKOM-2025' }, 'invite.example');
      expect(first.status).toBe(201);
      expect(await server.database.knex('invites').where('code', 'WELKOM-2025').first()).toMatchObject({ used_by: expect.anything() });
      const second = await signUp({ invite_code: 'WELKOM-2025' }, 'invite.example');
      expect(second.status).toBe(403);
    });
  });

  describe('POST /api/activate.php', () => {
    it('confirms the member, logs them in, and uses the link once', async () => {
      const email = freshEmail();
      await signUp({ email });
      const token = tokenIn((await latestMail(email)).link);

      const response = await server.api.post('/api/activate.php').send({ token });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ email, status: 'active' });
      const me = await server.api.get('/api/user.php').set('Cookie', cookieOf(response));
      expect(me.body.user.status).toBe('active');

      const again = await server.api.post('/api/activate.php').send({ token });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ error: 'link_invalid' });
    });

    it('refuses an expired link', async () => {
      const email = freshEmail();
      const signedUp = await signUp({ email });
      const token = tokenIn((await latestMail(email)).link);
      await server.database.knex('account_links').where('member_id', signedUp.body.user.id).update({ expires_at: new Date(Date.now() - 1000) });

      const response = await server.api.post('/api/activate.php').send({ token });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'link_invalid' });
    });

    it('refuses an unknown token and answers a missing one with 400 naming the field', async () => {
      expect((await server.api.post('/api/activate.php').send({ token: 'A'.repeat(43) })).body).toEqual({ error: 'link_invalid' });
      const missing = await server.api.post('/api/activate.php').send({});
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ error: 'invalid_input', field: 'token' });
    });

    it('delivers the messages held until then: the recipient sees them only after', async () => {
      const bram = await givenMember(server.database.knex, { name: 'Bram' });
      const email = freshEmail();
      const signedUp = await signUp({ email });
      const sanne = cookieOf(signedUp);
      const chat = await server.api.post('/api/chat.php').set('Cookie', sanne).send({ profile_id: bram.id });
      expect(chat.status).toBe(200);
      const sent = await server.api.post('/api/messages.php').set('Cookie', sanne).send({ conversation_id: chat.body.chat.id, text: 'Hoi Bram!' });
      expect(sent.status).toBe(201);
      expect(sent.body.message.held).toBe(true);

      const bramCookie = await sessionCookieFor(server.api, bram);
      const before = await server.api.get('/api/chats.php').set('Cookie', bramCookie);
      expect(before.body.chats.find((c: { id: number }) => c.id === chat.body.chat.id) ?? { num_unread_messages: 0, last_message: null }).toMatchObject({
        num_unread_messages: 0,
        last_message: null,
      });

      await server.api.post('/api/activate.php').send({ token: tokenIn((await latestMail(email)).link) }).expect(200);

      const after = await server.api.get('/api/chats.php').set('Cookie', bramCookie);
      expect(after.body.chats.find((c: { id: number }) => c.id === chat.body.chat.id)).toMatchObject({
        num_unread_messages: 1,
        last_message: { body: 'Hoi Bram!', from_me: false },
      });
    });
  });

  describe('POST /api/activation-mail.php', () => {
    it('mails a fresh link activation_mails_per_hour times, then answers 429 with Retry-After', async () => {
      const email = freshEmail();
      const cookie = cookieOf(await signUp({ email }));
      const firstLink = (await latestMail(email)).link;
      for (let i = 0; i < 3; i += 1) {
        const response = await server.api.post('/api/activation-mail.php').set('Cookie', cookie);
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ ok: true });
      }
      expect((await latestMail(email)).link).not.toBe(firstLink);

      const refused = await server.api.post('/api/activation-mail.php').set('Cookie', cookie);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: 'rate_limited', retry_after: expect.any(Number) });
      expect(Number(refused.headers['retry-after'])).toBe(refused.body.retry_after);
      expect(refused.body.retry_after).toBeGreaterThan(0);
      expect(refused.body.retry_after).toBeLessThanOrEqual(3600);
    });

    it('answers an anonymous call with 403 authentication required', async () => {
      const response = await server.api.post('/api/activation-mail.php');
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'authentication required' });
    });

    it('sends nothing to a member who confirmed already', async () => {
      const member = await givenMember(server.database.knex);
      const response = await server.api.post('/api/activation-mail.php').set('Cookie', await sessionCookieFor(server.api, member));
      expect(response.status).toBe(200);
      expect((await server.api.get('/dev/mailbox/latest.json').query({ to: member.email })).status).toBe(404);
    });
  });

  describe('the development mailbox', () => {
    it('lists mails and shows one with the member text escaped and the mail HTML sandboxed', async () => {
      const email = freshEmail();
      await signUp({ email, name: 'Eva<script>' });
      const list = await server.api.get('/dev/mailbox');
      expect(list.status).toBe(200);
      expect(list.text).toContain(email);
      const id = /href="\/dev\/mailbox\/(\d+)"/.exec(list.text)?.[1];
      const view = await server.api.get(`/dev/mailbox/${id}`);
      expect(view.status).toBe(200);
      expect(view.text).not.toContain('<script>');
      expect(view.text).toMatch(/<iframe sandbox[^>]* srcdoc="/);
      const html = await server.api.get(`/dev/mailbox/${id}/html`);
      expect(html.headers['content-security-policy']).toContain('sandbox');
      expect((await server.api.get('/dev/mailbox/999999')).status).toBe(404);
      expect((await server.api.get('/dev/mailbox/latest.json')).status).toBe(400);
    });
  });

  // The signup limit per address, whatever Host a request names: bff/api/configured-domains.test.ts.
});
