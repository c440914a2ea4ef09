import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMail, type CapturedMail } from '../../test/support/capturing-mailer';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

const NEW_PASSWORD = 'een gloednieuw wachtwoord';

const settingsOf = (server: TestServer) => server.settings;

describe.each(databaseKinds())('login security on %s', (kind) => {
  let server: TestServer;
  let mail: CapturedMail;
  beforeAll(async () => {
    mail = captureMail();
    server = await startTestServer(kind, { rebind: mail.rebind });
    // Every request here comes from 127.0.0.1: the per-address limit gets its own server below.
    await settingsOf(server).set('*', 'login_attempts_per_ip', 1000);
  });
  afterAll(() => server.close());

  const login = (email: string, password: string) => server.api.post('/api/user.php').send({ email, password });
  const stillLoggedIn = async (cookie: string) => (await server.api.get('/api/user.php').set('Cookie', cookie)).status === 200;

  describe('POST /api/user.php: lockout per account', () => {
    it('allows 5 failures, then answers 429 login_locked with the minutes and Retry-After, even with the right password', async () => {
      const member = await givenMember(server.database.knex);
      for (let i = 0; i < 5; i += 1) {
        const failed = await login(member.email, `fout wachtwoord ${i}`);
        expect(failed.status).toBe(401);
        expect(failed.body).toEqual({ error: 'login_failed' });
      }

      const locked = await login(member.email, member.password);

      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ error: 'login_locked' });
      expect(locked.body.minutes).toBeGreaterThanOrEqual(1);
      expect(locked.body.minutes).toBeLessThanOrEqual(15);
      expect(locked.body.retry_after).toBeGreaterThan(0);
      expect(locked.body.retry_after).toBeLessThanOrEqual(900);
      expect(locked.headers['retry-after']).toBe(String(locked.body.retry_after));
      expect(locked.headers['set-cookie']).toBeUndefined();
    });

    it('locks an unknown email after the same number of failures, so probing tells nothing', async () => {
      for (let i = 0; i < 5; i += 1) expect((await login('niemand@example.nl', 'fout wachtwoord')).status).toBe(401);

      expect((await login('Niemand@Example.nl', 'fout wachtwoord')).status).toBe(429);
    });

    it('starts counting again after a successful login', async () => {
      const member = await givenMember(server.database.knex);
      for (let i = 0; i < 4; i += 1) await login(member.email, 'fout wachtwoord');
      expect((await login(member.email, member.password)).status).toBe(200);
      for (let i = 0; i < 4; i += 1) await login(member.email, 'fout wachtwoord');

      expect((await login(member.email, member.password)).status).toBe(200);
    });

    it('does not let an 80-character password in with its first 72 characters', async () => {
      const password = 'abcdefghij'.repeat(8);
      const member = await givenMember(server.database.knex, { password });

      expect((await login(member.email, password.slice(0, 72))).status).toBe(401);
      expect((await login(member.email, `${password.slice(0, 72)}xxxxxxxx`)).status).toBe(401);
      expect((await login(member.email, password)).status).toBe(200);
    });

    it('gives a new session id at every login, whatever cookie came with the request', async () => {
      const member = await givenMember(server.database.knex);
      const first = await sessionCookieFor(server.api, member);
      const again = await server.api.post('/api/user.php').set('Cookie', first).send({ email: member.email, password: member.password });

      expect(String(again.headers['set-cookie']).split(';')[0]).not.toBe(first);
    });
  });

  describe('POST /api/password-reset.php and /api/password-reset-do.php', () => {
    let member: GivenMember;
    beforeAll(async () => {
      member = await givenMember(server.database.knex, { name: 'Roos' });
    });

    it('mails a link to the reset page; the link sets the password and ends every session', async () => {
      const laptop = await sessionCookieFor(server.api, member);
      const phone = await sessionCookieFor(server.api, member);

      const asked = await server.api.post('/api/password-reset.php').send({ email: member.email.toUpperCase() });
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual({ ok: true });
      const sent = mail.latestTo(member.email);
      expect(sent).toMatchObject({ template: 'password_reset', name: 'Roos', locale: 'nl' });
      expect(sent.link).toMatch(new RegExp(`^${server.url}/reset-password/do\\?token=[A-Za-z0-9_-]{43}$`));

      const done = await server.api
        .post('/api/password-reset-do.php')
        .send({ token: mail.tokenTo(member.email), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ ok: true });

      const old = await server.api.get('/api/user.php').set('Cookie', laptop);
      expect(old.status).toBe(403);
      expect(old.body).toEqual({ error: 'authentication required' });
      expect(await stillLoggedIn(phone)).toBe(false);
      expect((await login(member.email, member.password)).status).toBe(401);
      expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('uses a link once', async () => {
      await server.api.post('/api/password-reset.php').send({ email: member.email });
      const token = mail.tokenTo(member.email);
      const body = { token, password: 'het derde wachtwoord', password_confirmation: 'het derde wachtwoord' };
      expect((await server.api.post('/api/password-reset-do.php').send(body)).status).toBe(200);

      const again = await server.api.post('/api/password-reset-do.php').send(body);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ error: 'link_invalid' });
    });

    it('refuses an invented or garbled token as link_invalid', async () => {
      for (const token of ['x'.repeat(43), 'niet-een-token!', '../../etc']) {
        const response = await server.api.post('/api/password-reset-do.php').send({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ error: 'link_invalid' });
      }
    });

    it('asks for the same password twice, and for a password that follows the rules', async () => {
      const other = await givenMember(server.database.knex);
      await server.api.post('/api/password-reset.php').send({ email: other.email });
      const token = mail.tokenTo(other.email);

      const mismatch = await server.api.post('/api/password-reset-do.php').send({ token, password: NEW_PASSWORD, password_confirmation: 'iets anders' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body).toEqual({ error: 'invalid_input', field: 'password_confirmation', reason: 'mismatch' });

      const short = await server.api.post('/api/password-reset-do.php').send({ token, password: 'kort', password_confirmation: 'kort' });
      expect(short.status).toBe(400);
      expect(short.body).toEqual({ error: 'invalid_input', field: 'password', reason: 'too_short' });

      // The link survived both mistakes.
      expect((await server.api.post('/api/password-reset-do.php').send({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
    });

    it('answers an address without an account, or of a deleted one, exactly as one with an account (issue 22)', async () => {
      const known = await givenMember(server.database.knex);
      const deleted = await givenMember(server.database.knex, { status: 'deleted' });
      const links = async () => Number((await server.database.knex('account_links').count({ n: '*' }))[0]!.n);
      const linksBefore = await links();
      const answerTo = async (email: string) => {
        const response = await server.api.post('/api/password-reset.php').send({ email });
        // Per response whatever its request: the date, the request id and the CSP nonce.
        const { date: _date, 'x-request-id': _id, 'content-security-policy': _csp, ...headers } = response.headers as Record<string, string>;
        return { status: response.status, text: response.text, headers };
      };

      const toKnown = await answerTo(known.email);
      expect(toKnown.status).toBe(200);
      expect(await answerTo('onbekend@example.nl')).toEqual(toKnown);
      expect(await answerTo(deleted.email)).toEqual(toKnown);
      // One link and one mail, for the account only.
      expect(await links()).toBe(linksBefore + 1);
      expect(mail.sent.filter((m) => [known.email, 'onbekend@example.nl', deleted.email].includes(m.to)).map((m) => m.to)).toEqual([known.email]);
    });

    it('answers the fourth request of a day with 429 reset_limit whether the address has an account or not', async () => {
      const known = await givenMember(server.database.knex);
      const answersTo = async (email: string) => {
        const answers = [];
        for (let i = 0; i < 4; i += 1) {
          const response = await server.api.post('/api/password-reset.php').send({ email });
          answers.push({ status: response.status, error: (response.body as { error?: string }).error });
        }
        return answers;
      };
      const toKnown = await answersTo(known.email);
      expect(toKnown.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
      expect(toKnown[3]!.error).toBe('reset_limit');
      expect(await answersTo('nog-onbekender@example.nl')).toEqual(toKnown);
    });

    it('sends 3 mails a day, then answers 429 reset_limit', async () => {
      const busy = await givenMember(server.database.knex);
      for (let i = 0; i < 3; i += 1) expect((await server.api.post('/api/password-reset.php').send({ email: busy.email })).status).toBe(200);

      const refused = await server.api.post('/api/password-reset.php').send({ email: busy.email });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: 'reset_limit' });
      expect(mail.sent.filter((m) => m.to === busy.email)).toHaveLength(3);
    });

    it('answers bad input with 400 naming the field', async () => {
      expect((await server.api.post('/api/password-reset.php').send({})).body).toMatchObject({ error: 'invalid_input', field: 'email' });
      const missing = await server.api.post('/api/password-reset-do.php').send({ token: 'abc', password: NEW_PASSWORD });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ error: 'invalid_input', field: 'password_confirmation' });
      expect((await server.api.post('/api/password-reset-do.php').send({ password: 'x', password_confirmation: 'x' })).body).toMatchObject({ field: 'token' });
    });
  });

  describe('PUT /api/password.php', () => {
    it('sets the new password, keeps this session and ends every other one', async () => {
      const member = await givenMember(server.database.knex);
      const here = await sessionCookieFor(server.api, member);
      const elsewhere = await sessionCookieFor(server.api, member);

      const response = await server.api.put('/api/password.php').set('Cookie', here).send({ current_password: member.password, password: NEW_PASSWORD });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
      expect(await stillLoggedIn(here)).toBe(true);
      expect(await stillLoggedIn(elsewhere)).toBe(false);
      expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('refuses a wrong current password with 400 wrong_password and ends nothing', async () => {
      const member = await givenMember(server.database.knex);
      const here = await sessionCookieFor(server.api, member);
      const elsewhere = await sessionCookieFor(server.api, member);

      const response = await server.api.put('/api/password.php').set('Cookie', here).send({ current_password: 'niet het wachtwoord', password: NEW_PASSWORD });

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'wrong_password', field: 'current_password' });
      expect(await stillLoggedIn(elsewhere)).toBe(true);
    });

    it('changes only the password of the member whose session it is', async () => {
      const anna = await givenMember(server.database.knex);
      const bram = await givenMember(server.database.knex, { password: 'bram zijn eigen wachtwoord' });
      const annaCookie = await sessionCookieFor(server.api, anna);

      // Anna cannot aim the call at Bram: an id in the body is ignored, and Bram's password does not prove Anna's.
      const aimed = await server.api.put('/api/password.php').set('Cookie', annaCookie).send({ current_password: bram.password, password: NEW_PASSWORD, member_id: bram.id });
      expect(aimed.status).toBe(400);
      expect(aimed.body).toMatchObject({ error: 'wrong_password' });
      const own = await server.api.put('/api/password.php').set('Cookie', annaCookie).send({ current_password: anna.password, password: NEW_PASSWORD, member_id: bram.id });
      expect(own.status).toBe(200);
      expect((await login(bram.email, bram.password)).status).toBe(200);
      expect((await login(anna.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('answers an anonymous request with 403 and bad input with 400 naming the field', async () => {
      const anonymous = await server.api.put('/api/password.php').send({ current_password: 'x', password: NEW_PASSWORD });
      expect(anonymous.status).toBe(403);
      expect(anonymous.body).toEqual({ error: 'authentication required' });

      const member = await givenMember(server.database.knex);
      const cookie = await sessionCookieFor(server.api, member);
      const missing = await server.api.put('/api/password.php').set('Cookie', cookie).send({ password: NEW_PASSWORD });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ error: 'invalid_input', field: 'current_password' });
      const weak = await server.api.put('/api/password.php').set('Cookie', cookie).send({ current_password: member.password, password: 'kort' });
      expect(weak.body).toEqual({ error: 'invalid_input', field: 'password', reason: 'too_short' });
    });
  });

  describe('POST /api/mail-change.php and /api/mail-change-do.php', () => {
    it('mails a link to the new address; the link moves the account there', async () => {
      const member = await givenMember(server.database.knex, { name: 'Iris' });
      const cookie = await sessionCookieFor(server.api, member);
      const newAddress = `nieuw-${member.id}@example.nl`;

      const asked = await server.api.post('/api/mail-change.php').set('Cookie', cookie).send({ email: newAddress, password: member.password });
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual({ ok: true });
      const sent = mail.latestTo(newAddress);
      expect(sent).toMatchObject({ template: 'email_change', name: 'Iris' });
      expect(sent.link).toMatch(new RegExp(`^${server.url}/mail-change/do\\?token=`));
      expect((await server.api.get('/api/user.php').set('Cookie', cookie)).body.user.email).toBe(member.email);

      // The link works from any device, logged in or not.
      const confirmed = await server.api.post('/api/mail-change-do.php').send({ token: mail.tokenTo(newAddress) });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ ok: true, email: newAddress });
      expect((await server.api.get('/api/user.php').set('Cookie', cookie)).body.user.email).toBe(newAddress);
      expect((await login(newAddress, member.password)).status).toBe(200);

      const again = await server.api.post('/api/mail-change-do.php').send({ token: mail.tokenTo(newAddress) });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ error: 'link_invalid' });
    });

    it('refuses an address another account has with 409, and an invalid one with 400', async () => {
      const member = await givenMember(server.database.knex);
      const other = await givenMember(server.database.knex);
      const cookie = await sessionCookieFor(server.api, member);

      const taken = await server.api.post('/api/mail-change.php').set('Cookie', cookie).send({ email: other.email.toUpperCase(), password: member.password });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ error: 'email_taken', field: 'email' });

      const invalid = await server.api.post('/api/mail-change.php').set('Cookie', cookie).send({ email: 'geen-adres', password: member.password });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toEqual({ error: 'invalid_input', field: 'email', reason: 'invalid' });
    });

    it('refuses a wrong password with 400 wrong_password', async () => {
      const member = await givenMember(server.database.knex);
      const cookie = await sessionCookieFor(server.api, member);

      const response = await server.api.post('/api/mail-change.php').set('Cookie', cookie).send({ email: `x-${member.id}@example.nl`, password: 'niet het wachtwoord' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'wrong_password', field: 'password' });
    });

    it('refuses with 409 when another account took the address before the link was used', async () => {
      const member = await givenMember(server.database.knex);
      const cookie = await sessionCookieFor(server.api, member);
      const wanted = `gewild-${member.id}@example.nl`;
      await server.api.post('/api/mail-change.php').set('Cookie', cookie).send({ email: wanted, password: member.password });
      await givenMember(server.database.knex, { email: wanted });

      const response = await server.api.post('/api/mail-change-do.php').send({ token: mail.tokenTo(wanted) });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: 'email_taken' });
      expect((await server.api.get('/api/user.php').set('Cookie', cookie)).body.user.email).toBe(member.email);
    });

    it('answers an anonymous request with 403 and bad input with 400 naming the field', async () => {
      const anonymous = await server.api.post('/api/mail-change.php').send({ email: 'a@example.nl', password: 'x' });
      expect(anonymous.status).toBe(403);
      expect(anonymous.body).toEqual({ error: 'authentication required' });

      const member = await givenMember(server.database.knex);
      const cookie = await sessionCookieFor(server.api, member);
      expect((await server.api.post('/api/mail-change.php').set('Cookie', cookie).send({ email: 'a@example.nl' })).body).toMatchObject({ field: 'password' });
      expect((await server.api.post('/api/mail-change-do.php').send({})).body).toMatchObject({ error: 'invalid_input', field: 'token' });
      expect((await server.api.post('/api/mail-change-do.php').send({ token: 'x'.repeat(43) })).body).toEqual({ error: 'link_invalid' });
    });
  });
  describe('guessing the current password from a borrowed session', () => {
    it('stops after 10 checks an hour with 429 and Retry-After, on password and email change together', async () => {
      const member = await givenMember(server.database.knex);
      const cookie = await sessionCookieFor(server.api, member);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await server.api.put('/api/password.php').set('Cookie', cookie).send({ current_password: `gok ${i} gok gok`, password: 'een heel nieuw wachtwoord' })).status);
        statuses.push((await server.api.post('/api/mail-change.php').set('Cookie', cookie).send({ email: `gok${i}@example.nl`, password: `gok ${i} gok gok` })).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      const refused = await server.api.put('/api/password.php').set('Cookie', cookie).send({ current_password: member.password, password: 'een heel nieuw wachtwoord' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});

describe.each(databaseKinds())('the login lockout per address on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await settingsOf(server).set('*', 'login_attempts_per_ip', 4);
  });
  afterAll(() => server.close());

  it('allows 4 failures over different emails from one address, then refuses every login from it with 429', async () => {
    const member = await givenMember(server.database.knex);
    for (let i = 0; i < 4; i += 1) {
      expect((await server.api.post('/api/user.php').send({ email: `probe${i}@example.nl`, password: 'fout wachtwoord' })).status).toBe(401);
    }

    const locked = await server.api.post('/api/user.php').send({ email: member.email, password: member.password });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ error: 'login_locked' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 4 password reset requests from one address, then 429 rate_limited, so a list of emails cannot be swept', async () => {
    for (let i = 0; i < 4; i += 1) expect((await server.api.post('/api/password-reset.php').send({ email: `probe${i}@example.nl` })).status).toBe(200);

    const member = await givenMember(server.database.knex);
    const refused = await server.api.post('/api/password-reset.php').send({ email: member.email });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'rate_limited' });
    expect(refused.headers['retry-after']).toBe(String(refused.body.retry_after));
  });

});
