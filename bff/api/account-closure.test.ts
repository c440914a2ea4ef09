import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())('privacy and closing the account on %s', (kind) => {
  let server: TestServer;
  let mediaDir: string;
  let regions = 0;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'hartslag-closure-'));
    server = await startTestServer(kind, { config: { mediaDir } });
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  /** Members of one test share a region of their own, so a search sees only them. */
  const members = async (...names: string[]) => {
    regions += 1;
    const region = `Regio ${regions}`;
    const made: (GivenMember & { cookie: string; region: string })[] = [];
    for (const name of names) {
      const member = await givenMember(knex(), { name, region, credits: 100 });
      made.push({ ...member, region, cookie: await sessionCookieFor(server.api, member) });
    }
    return made;
  };
  const searchNames = async (who: { cookie: string; region: string }) => {
    const response = await server.api.get('/api/members.php').query({ countryregion: who.region }).set('Cookie', who.cookie);
    expect(response.status).toBe(200);
    return (response.body.profiles as { name: string }[]).map((p) => p.name).sort();
  };
  const openChat = async (from: { cookie: string }, to: { id: number }) =>
    server.api.post('/api/chat.php').set('Cookie', from.cookie).send({ profile_id: to.id });
  const send = (from: { cookie: string }, conversationId: number, text = 'Hoi!') =>
    server.api.post('/api/messages.php').set('Cookie', from.cookie).send({ conversation_id: conversationId, text });
  const latestLinkTo = async (email: string) => {
    const response = await server.api.get('/dev/mailbox/latest.json').query({ to: email });
    expect(response.status).toBe(200);
    return new URL(response.body.link as string).searchParams.get('token')!;
  };

  describe('blocking', () => {
    it('hides both members from each other in search, profile and chats, and refuses messages both ways', async () => {
      const [anna, bram, cas] = await members('Anna', 'Bram', 'Cas');
      const chat = await openChat(anna, bram);
      expect(chat.status).toBe(200);
      const conversationId = chat.body.chat.id as number;

      const block = await server.api.post('/api/block.php').set('Cookie', anna!.cookie).send({ profile_id: bram!.id });
      expect(block.status).toBe(200);
      expect(block.body).toEqual({ ok: true });

      expect(await searchNames(anna!)).toEqual(['Cas']);
      expect(await searchNames(bram!)).toEqual(['Cas']);
      expect((await server.api.get('/api/profile.php').query({ id: bram!.id }).set('Cookie', anna!.cookie)).status).toBe(404);
      expect((await server.api.get('/api/profile.php').query({ id: anna!.id }).set('Cookie', bram!.cookie)).status).toBe(404);
      expect((await server.api.get('/api/profile.php').query({ id: anna!.id }).set('Cookie', cas!.cookie)).status).toBe(200);
      expect((await server.api.get('/api/chats.php').set('Cookie', anna!.cookie)).body.chats).toEqual([]);
      expect((await server.api.get('/api/chats.php').set('Cookie', bram!.cookie)).body.chats).toEqual([]);
      for (const sender of [anna!, bram!]) {
        const refused = await send(sender, conversationId);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ error: 'blocked' });
      }
      expect((await openChat(bram!, anna!)).body).toMatchObject({ error: 'blocked' });
      expect((await server.api.get('/api/messages.php').query({ conversation_id: conversationId }).set('Cookie', bram!.cookie)).status).toBe(404);
    });

    it('lists the members I blocked, and unblocking restores search, profile, chat and messages', async () => {
      const [anna, bram] = await members('Anna', 'Bram');
      const conversationId = (await openChat(anna!, bram!)).body.chat.id as number;
      expect((await send(anna!, conversationId)).status).toBe(201);
      await server.api.post('/api/block.php').set('Cookie', anna!.cookie).send({ profile_id: bram!.id });

      const list = await server.api.get('/api/blocks.php').set('Cookie', anna!.cookie);
      expect(list.status).toBe(200);
      expect(list.body.profiles.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual([[bram!.id, 'Bram']]);
      expect(JSON.stringify(list.body)).not.toContain('@');
      expect((await server.api.get('/api/blocks.php').set('Cookie', bram!.cookie)).body.profiles).toEqual([]);

      // Bram cannot lift Anna's block.
      await server.api.delete('/api/block.php').set('Cookie', bram!.cookie).send({ profile_id: anna!.id });
      expect(await searchNames(bram!)).toEqual([]);

      const unblock = await server.api.delete('/api/block.php').set('Cookie', anna!.cookie).send({ profile_id: bram!.id });
      expect(unblock.status).toBe(200);
      expect(await searchNames(anna!)).toEqual(['Bram']);
      expect((await server.api.get('/api/profile.php').query({ id: bram!.id }).set('Cookie', anna!.cookie)).status).toBe(200);
      expect((await server.api.get('/api/chats.php').set('Cookie', bram!.cookie)).body.chats).toHaveLength(1);
      expect((await send(bram!, conversationId)).status).toBe(201);
    });

    it('answers blocking oneself, a bad id and an unknown member with 400, 400 and 404', async () => {
      const [anna] = await members('Anna');
      const self = await server.api.post('/api/block.php').set('Cookie', anna!.cookie).send({ profile_id: anna!.id });
      expect(self.status).toBe(400);
      expect(self.body).toMatchObject({ error: 'invalid_input', field: 'profile_id' });
      const bad = await server.api.post('/api/block.php').set('Cookie', anna!.cookie).send({ profile_id: 'abc' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: 'invalid_input', field: 'profile_id' });
      expect((await server.api.delete('/api/block.php').set('Cookie', anna!.cookie).send({})).body).toMatchObject({ field: 'profile_id' });
      expect((await server.api.post('/api/block.php').set('Cookie', anna!.cookie).send({ profile_id: 999_999 })).status).toBe(404);
    });
  });

  describe('invisible mode', () => {
    it('leaves an invisible member out of search while they still chat', async () => {
      const [anna, bram] = await members('Anna', 'Bram');

      const on = await server.api.put('/api/invisible.php').set('Cookie', bram!.cookie).send({ invisible: true });
      expect(on.status).toBe(200);
      expect(on.body.user).toMatchObject({ id: bram!.id });

      expect(await searchNames(anna!)).toEqual([]);
      const conversationId = (await openChat(anna!, bram!)).body.chat.id as number;
      expect((await send(anna!, conversationId)).status).toBe(201);
      expect((await send(bram!, conversationId)).status).toBe(201);

      await server.api.put('/api/invisible.php').set('Cookie', bram!.cookie).send({ invisible: false });
      expect(await searchNames(anna!)).toEqual(['Bram']);
    });

    it('answers bad input with 400 naming the field', async () => {
      const [anna] = await members('Anna');
      const response = await server.api.put('/api/invisible.php').set('Cookie', anna!.cookie).send({ invisible: 'yes' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', field: 'invisible' });
    });
  });

  describe('GET /api/export.php', () => {
    it('gives my account, conversations and messages as a JSON attachment, and nothing of others or my password', async () => {
      const [anna, bram, cas] = await members('Anna', 'Bram', 'Cas');
      const mine = (await openChat(anna!, bram!)).body.chat.id as number;
      await send(anna!, mine, 'Van Anna aan Bram');
      await send(bram!, mine, 'Van Bram aan Anna');
      const theirs = (await openChat(bram!, cas!)).body.chat.id as number;
      await send(bram!, theirs, 'Geheim tussen Bram en Cas');

      const response = await server.api.get('/api/export.php').set('Cookie', anna!.cookie);

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.headers['content-disposition']).toBe('attachment; filename="hartslag-export.json"');
      expect(response.headers['cache-control']).toBe('no-store');
      const data = JSON.parse(response.text);
      expect(data.account).toMatchObject({ id: anna!.id, email: anna!.email });
      expect(data.profile.name).toBe('Anna');
      expect(data.conversations).toHaveLength(1);
      expect(data.conversations[0].messages.map((m: { body: string; from_me: boolean }) => [m.from_me, m.body])).toEqual([
        [true, 'Van Anna aan Bram'],
        [false, 'Van Bram aan Anna'],
      ]);
      expect(data.ledger.map((e: { amount: number; reason: string }) => [e.amount, e.reason])).toEqual([
        [100, 'purchase'],
        [-10, 'message'],
      ]);
      expect(data).toMatchObject({ likes: { given: [], received: [] }, payments: [], photos: [] });
      expect(response.text).not.toContain('Geheim');
      expect(response.text).not.toContain(bram!.email);
      expect(response.text).not.toMatch(/password|argon2/i);
    });

    it('keeps my conversation with a member I blocked', async () => {
      const [anna, bram] = await members('Anna', 'Bram');
      const conversation = (await openChat(anna!, bram!)).body.chat.id as number;
      await send(anna!, conversation, 'Voor het blokkeren');
      await server.api.post('/api/block.php').set('Cookie', anna!.cookie).send({ profile_id: bram!.id }).expect(200);

      const data = JSON.parse((await server.api.get('/api/export.php').set('Cookie', anna!.cookie)).text);
      expect(data.conversations.map((c: { messages: { body: string }[] }) => c.messages.map((m) => m.body))).toEqual([['Voor het blokkeren']]);
      expect(data.blocked_profiles).toEqual([bram!.id]);
    });
  });

  describe('deleting the account', () => {
    it('ends the session, refuses login, hides the profile and refuses messages; the reactivation link brings it back', async () => {
      const [anna, bram] = await members('Anna', 'Bram');
      const second = await sessionCookieFor(server.api, anna!);
      const conversationId = (await openChat(bram!, anna!)).body.chat.id as number;

      const wrong = await server.api.post('/api/delete-account.php').set('Cookie', anna!.cookie).send({ password: 'niet mijn wachtwoord', reason: 'privacy' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ error: 'wrong_password', field: 'password' });

      const deleted = await server.api.post('/api/delete-account.php').set('Cookie', anna!.cookie).send({ password: anna!.password, reason: 'found_someone' });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ ok: true });
      expect(String(deleted.headers['set-cookie'])).toMatch(/hs_session=;/);

      const row = await knex()('members').where('id', anna!.id).first('status', 'deleted_at', 'deletion_reason', 'status_before_deletion');
      expect(row).toMatchObject({ status: 'deleted', deletion_reason: 'found_someone', status_before_deletion: 'active' });
      expect(row.deleted_at).not.toBeNull();
      for (const cookie of [anna!.cookie, second]) {
        const gone = await server.api.get('/api/user.php').set('Cookie', cookie);
        expect(gone.status).toBe(403);
      }
      const login = await server.api.post('/api/user.php').send({ email: anna!.email, password: anna!.password });
      expect(login.status).toBe(401);
      expect(login.body).toMatchObject({ error: 'login_failed' });
      expect((await server.api.get('/api/profile.php').query({ id: anna!.id }).set('Cookie', bram!.cookie)).status).toBe(404);
      expect(await searchNames(bram!)).toEqual([]);
      expect((await send(bram!, conversationId)).status).toBe(404);
      expect((await openChat(bram!, anna!)).status).toBe(404);

      const signup = await server.api.post('/api/signup.php').send({
        email: anna!.email, name: 'Anna', password: 'een ander lang wachtwoord', date_of_birth: '1990-01-01', gender: 'female', sexuality: 'hetero', country: 'NL', region: 'Utrecht', city: 'Utrecht',
      });
      expect(signup.status).toBe(409);
      if (signup.body.error !== 'email_taken') expect(signup.body).toMatchObject({ error: 'account_deleted', field: 'email' });

      const token = await latestLinkTo(anna!.email);
      const back = await server.api.post('/api/reactivate-do.php').send({ token });
      expect(back.status).toBe(200);
      expect(back.body.user).toMatchObject({ id: anna!.id, status: 'active' });
      const cookie = String(back.headers['set-cookie']).split(';')[0]!;
      expect((await server.api.get('/api/user.php').set('Cookie', cookie)).status).toBe(200);
      expect(await knex()('members').where('id', anna!.id).first('deleted_at', 'deletion_reason')).toEqual({ deleted_at: null, deletion_reason: null });
      expect((await server.api.post('/api/reactivate-do.php').send({ token })).body).toMatchObject({ error: 'link_invalid' });
      expect((await send(bram!, conversationId)).status).toBe(201);
    });

    it('answers a bad reason and a missing password with 400 naming the field', async () => {
      const [anna] = await members('Anna');
      const reason = await server.api.post('/api/delete-account.php').set('Cookie', anna!.cookie).send({ password: anna!.password, reason: 'bored' });
      expect(reason.status).toBe(400);
      expect(reason.body).toMatchObject({ error: 'invalid_input', field: 'reason' });
      const password = await server.api.post('/api/delete-account.php').set('Cookie', anna!.cookie).send({ reason: 'other' });
      expect(password.body).toMatchObject({ error: 'invalid_input', field: 'password' });
      expect((await knex()('members').where('id', anna!.id).first('status')).status).toBe('active');
    });

    it('stops password guesses with 429 and Retry-After', async () => {
      const [anna] = await members('Anna');
      let last;
      for (let i = 0; i < 11; i += 1) {
        last = await server.api.post('/api/delete-account.php').set('Cookie', anna!.cookie).send({ password: `gok ${i} fout`, reason: 'other' });
      }
      expect(last!.status).toBe(429);
      expect(last!.body).toMatchObject({ error: 'rate_limited' });
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('reactivation', () => {
    const deleteAccountOf = async (member: GivenMember & { cookie: string }) =>
      server.api.post('/api/delete-account.php').set('Cookie', member.cookie).send({ password: member.password, reason: 'other' });

    it('mails a fresh link on request, answers the same for any address, and refuses a link past its 14 days', async () => {
      const [anna] = await members('Anna');
      await deleteAccountOf(anna!);
      const first = await latestLinkTo(anna!.email);

      const asked = await server.api.post('/api/reactivate.php').send({ email: anna!.email.toUpperCase() });
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual({ ok: true });
      const fresh = await latestLinkTo(anna!.email);
      expect(fresh).not.toBe(first);
      expect((await server.api.post('/api/reactivate.php').send({ email: 'niemand@example.nl' })).body).toEqual({ ok: true });

      await knex()('account_links').where('member_id', anna!.id).update({ expires_at: new Date(Date.now() - 1000) });
      const late = await server.api.post('/api/reactivate-do.php').send({ token: fresh });
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({ error: 'link_invalid' });
      expect((await knex()('members').where('id', anna!.id).first('status')).status).toBe('deleted');
    });

    it('refuses a link once the account itself is past its 14 days, even if the link were still open', async () => {
      const [anna] = await members('Anna');
      await deleteAccountOf(anna!);
      const token = await latestLinkTo(anna!.email);
      await knex()('members').where('id', anna!.id).update({ deleted_at: new Date(Date.now() - 14 * DAY - 1000) });
      expect((await server.api.post('/api/reactivate-do.php').send({ token })).body).toMatchObject({ error: 'link_invalid' });
    });

    it('answers bad input with 400 naming the field', async () => {
      expect((await server.api.post('/api/reactivate.php').send({})).body).toMatchObject({ error: 'invalid_input', field: 'email' });
      expect((await server.api.post('/api/reactivate-do.php').send({ token: '' })).body).toMatchObject({ error: 'invalid_input', field: 'token' });
      expect((await server.api.post('/api/reactivate-do.php').send({ token: 'onbekend' })).body).toMatchObject({ error: 'link_invalid' });
    });
  });

  describe('the purge', () => {
    it('erases members deleted 15 days ago with their photo folder, keeping the books on a tombstone (decision 0084), and keeps one deleted 13 days ago', async () => {
      const [old, recent, bram] = await members('Oud', 'Recent', 'Bram');
      const conversationId = (await openChat(bram!, old!)).body.chat.id as number;
      await send(bram!, conversationId, 'Hoi Oud');
      const order = await server.api.post('/api/checkout.php').set('Cookie', old!.cookie).send({ bundle_id: 1, method: 'ideal', consent: true });
      for (const member of [old!, recent!]) {
        await server.api.post('/api/delete-account.php').set('Cookie', member.cookie).send({ password: member.password, reason: 'privacy' });
        const folder = path.join(mediaDir, 'photos', String(member.id));
        await mkdir(folder, { recursive: true });
        await writeFile(path.join(folder, 'a.jpg'), 'x');
      }
      await knex()('members').where('id', old!.id).update({ deleted_at: new Date(Date.now() - 15 * DAY) });
      await knex()('members').where('id', recent!.id).update({ deleted_at: new Date(Date.now() - 13 * DAY) });
      await knex()('credit_ledger').insert({ member_id: old!.id, amount: 50, reason: 'purchase', created_at: new Date(Date.now() - 20 * DAY) });
      await knex()('direct_debit_mandates').insert({ member_id: old!.id, payment_id: 'HS-DD-OUD', account_holder: 'A. Oud', iban: 'NL91ABNA0417164300', street: 'Dorpsstraat', house_number: '1', postcode: '1234 AB', city: 'Ede', mobile: '+31612345678', created_at: new Date() });
      const ledgerOf = async (id: number) => (await knex()('credit_ledger').where('member_id', id).orderBy('id').select('amount', 'reason')) as { amount: number; reason: string }[];
      const ledgerBefore = await ledgerOf(old!.id);

      const purged = await server.composition.dependencies.accounts.purgeDeletedAccounts.run();

      expect(purged).toBeGreaterThanOrEqual(1);
      // Personal data gone: the row is a tombstone with no address, password, name or profile; her messages gone.
      expect(await knex()('members').where('id', old!.id).first('email', 'password_hash', 'status', 'deleted_at')).toEqual({
        email: `erased-${old!.id}@erased.invalid`,
        password_hash: '!erased',
        status: 'deleted',
        deleted_at: null,
      });
      expect((await knex()('members').where('id', old!.id).first('erased_at')).erased_at).not.toBeNull();
      expect(await knex()('profiles').where('member_id', old!.id).first('name', 'city', 'about', 'status')).toEqual({ name: '', city: '', about: '', status: 'disabled' });
      expect(await knex()('messages').where('sender_id', old!.id).first()).toBeUndefined();
      expect(await knex()('sessions').where('member_id', old!.id).first()).toBeUndefined();
      expect(await knex()('direct_debit_mandates').where('payment_id', 'HS-DD-OUD').first('member_id', 'account_holder', 'iban', 'street', 'mobile')).toEqual({
        member_id: expect.anything(),
        account_holder: '',
        iban: '',
        street: '',
        mobile: '',
      });
      // The books stay as the law requires: her whole ledger and the order, on the tombstone.
      expect(ledgerBefore.length).toBeGreaterThan(0);
      expect(await ledgerOf(old!.id)).toEqual(ledgerBefore);
      expect(await knex()('payments').where('payment_id', order.body.payment.payment_id).first('amount_cents')).toEqual({ amount_cents: 995 });
      expect(Number((await knex()('payments').where('payment_id', order.body.payment.payment_id).first('member_id')).member_id)).toBe(old!.id);
      // A second run leaves the tombstone alone.
      expect(await server.composition.dependencies.accounts.purgeDeletedAccounts.run()).toBe(0);
      expect(await readdir(path.join(mediaDir, 'photos'))).not.toContain(String(old!.id));
      expect(await knex()('members').where('id', recent!.id).first('status')).toEqual({ status: 'deleted' });
      expect(await readdir(path.join(mediaDir, 'photos'))).toContain(String(recent!.id));
      expect((await server.api.get('/api/chats.php').set('Cookie', bram!.cookie)).body.chats).toEqual([]);
    });
  });

  it('answers every member-only call of this area anonymously with 403', async () => {
    const calls = [
      server.api.put('/api/invisible.php').send({ invisible: true }),
      server.api.get('/api/blocks.php'),
      server.api.post('/api/block.php').send({ profile_id: 1 }),
      server.api.delete('/api/block.php').send({ profile_id: 1 }),
      server.api.get('/api/export.php'),
      server.api.post('/api/delete-account.php').send({ password: 'x', reason: 'other' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'authentication required' });
    }
  });

  it('limits reactivation requests per address with 429 and Retry-After, and exports per member', async () => {
    let last;
    for (let i = 0; i < 12 && last?.status !== 429; i += 1) last = await server.api.post('/api/reactivate.php').send({ email: `iemand${i}@example.nl` });
    expect(last!.status).toBe(429);
    expect(last!.body).toMatchObject({ error: 'rate_limited' });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);

    const [anna] = await members('Anna');
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await server.api.get('/api/export.php').set('Cookie', anna!.cookie)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
