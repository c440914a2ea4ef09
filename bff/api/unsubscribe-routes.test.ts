import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken, type UnsubscribeTopic } from '../../domain/notifications/unsubscribe';
import type { MemberId } from '../../domain/shared/ids';
import { givenMember } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { PORTS } from '../wiring/tokens';

const FEEDBACK_SECRET = 'a-shared-secret-of-the-mail-server-0123456789';

const fixture = (name: string, token = '') =>
  readFileSync(new URL(`../../test/fixtures/mail-feedback/${name}`, import.meta.url), 'utf8').replaceAll('%%TOKEN%%', token).replace(/\r?\n/g, '\r\n');

describe.each(databaseKinds())('unsubscribe links and mail feedback on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { MAIL_FEEDBACK_SECRET: FEEDBACK_SECRET } });
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  const tokenFor = (member: { id: MemberId; email: string }, topic: UnsubscribeTopic) =>
    unsubscribeToken(server.composition.container.get(PORTS.unsubscribeSignatures), { member: member.id, topic, email: member.email });
  const stored = async (id: MemberId) => {
    const row = (await knex()('members').where('id', id).first('email_preferences', 'notifications_disabled')) as { email_preferences: unknown; notifications_disabled: unknown };
    const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, boolean> | string[];
    return { preferences: parse(row.email_preferences) as Record<string, boolean>, disabled: parse(row.notifications_disabled) as string[] };
  };

  describe('GET /api/unsubscribe.php (the page reads what stops)', () => {
    it('says what the link stops, without a session, and changes nothing', async () => {
      const anna = await givenMember(knex());
      const response = await server.api.get('/api/unsubscribe.php').query({ token: await tokenFor(anna, 'like') });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ topic: 'like', already_stopped: false });
      expect(response.headers['cache-control']).toBe('no-store');
      expect((await stored(anna.id)).preferences).toEqual({});
    });

    it('answers 400 naming the token for a missing or malformed one', async () => {
      for (const query of [{}, { token: '' }, { token: 'abc' }, { token: '1.like.<script>' }]) {
        const response = await server.api.get('/api/unsubscribe.php').query(query);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ error: 'invalid_input', field: 'token' });
      }
    });
  });

  describe('POST /api/unsubscribe.php (one click, RFC 8058)', () => {
    it('a mail client POSTs List-Unsubscribe=One-Click to the URL: that kind of mail stops, the others stay', async () => {
      const anna = await givenMember(knex());
      const token = await tokenFor(anna, 'promotions');
      const response = await server.api
        .post(`/api/unsubscribe.php?token=${encodeURIComponent(token)}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ topic: 'promotions', unsubscribed: true });
      expect((await stored(anna.id)).preferences).toEqual({ promotions: false });
      expect((await stored(anna.id)).disabled).toEqual([]);
      // Again (her client retried): still 200, nothing more changes.
      const again = await server.api.post(`/api/unsubscribe.php?token=${encodeURIComponent(token)}`).type('form').send('List-Unsubscribe=One-Click');
      expect(again.status).toBe(200);
      expect((await server.api.get('/api/unsubscribe.php').query({ token })).body).toEqual({ topic: 'promotions', already_stopped: true });
    });

    it("the page posts JSON with the token; 'all' disables her notifications as an unsubscribe", async () => {
      const anna = await givenMember(knex());
      const response = await server.api.post('/api/unsubscribe.php').send({ token: await tokenFor(anna, 'all'), 'List-Unsubscribe': 'One-Click' });
      expect(response.status).toBe(200);
      expect((await stored(anna.id)).disabled).toEqual(['unsubscribe']);
      const me = await server.api.get('/api/unsubscribe.php').query({ token: await tokenFor(anna, 'all') });
      expect(me.body.already_stopped).toBe(true);
    });

    it('another member cannot be unsubscribed with her token, nor with a forged one: 400, nothing changes', async () => {
      const anna = await givenMember(knex());
      const bram = await givenMember(knex());
      const token = await tokenFor(anna, 'like');
      const signature = token.split('.')[2];
      for (const forged of [`${bram.id}.like.${signature}`, `${anna.id}.new_messages.${signature}`, `${anna.id}.like.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`]) {
        const response = await server.api.post(`/api/unsubscribe.php?token=${forged}`).type('form').send('List-Unsubscribe=One-Click');
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ error: 'link_invalid', field: 'token' });
      }
      expect((await stored(anna.id)).preferences).toEqual({});
      expect((await stored(bram.id)).preferences).toEqual({});
    });

    it('a link sent to her old address stops nothing once she changed it', async () => {
      const anna = await givenMember(knex());
      const token = await tokenFor(anna, 'like');
      await knex()('members').where('id', anna.id).update({ email: `new-${anna.email}` });
      const response = await server.api.post(`/api/unsubscribe.php?token=${token}`).type('form').send('List-Unsubscribe=One-Click');
      expect(response.status).toBe(400);
      expect((await stored(anna.id)).preferences).toEqual({});
    });

    it('answers 400 naming the field: no one-click body, no token, two different tokens', async () => {
      const anna = await givenMember(knex());
      const token = await tokenFor(anna, 'like');
      const noBody = await server.api.post(`/api/unsubscribe.php?token=${token}`).type('form').send('');
      expect(noBody.status).toBe(400);
      expect(noBody.body).toMatchObject({ error: 'invalid_input', field: 'List-Unsubscribe' });
      const wrongBody = await server.api.post(`/api/unsubscribe.php?token=${token}`).type('form').send('List-Unsubscribe=Yes');
      expect(wrongBody.body).toMatchObject({ error: 'invalid_input', field: 'List-Unsubscribe' });
      const noToken = await server.api.post('/api/unsubscribe.php').type('form').send('List-Unsubscribe=One-Click');
      expect(noToken.status).toBe(400);
      expect(noToken.body).toMatchObject({ error: 'invalid_input', field: 'token' });
      const two = await server.api.post(`/api/unsubscribe.php?token=${token}`).send({ token: await tokenFor(anna, 'news'), 'List-Unsubscribe': 'One-Click' });
      expect(two.body).toMatchObject({ error: 'invalid_input', field: 'token' });
      expect((await stored(anna.id)).preferences).toEqual({});
    });

    it('a browser on another site cannot post it (the CSRF guard), a mail server can', async () => {
      const anna = await givenMember(knex());
      const token = await tokenFor(anna, 'like');
      const crossSite = await server.api.post(`/api/unsubscribe.php?token=${token}`).set('Sec-Fetch-Site', 'cross-site').type('form').send('List-Unsubscribe=One-Click');
      expect(crossSite.status).toBe(403);
      expect((await stored(anna.id)).preferences).toEqual({});
    });
  });

  describe('POST /api/mail-feedback.php (complaints and bounces)', () => {
    /** `secret` null: no Authorization header at all. */
    const post = (body: string, type = 'message/rfc822', secret: string | null = FEEDBACK_SECRET) => {
      const request = server.api.post('/api/mail-feedback.php').set('Content-Type', type);
      return (secret === null ? request : request.set('Authorization', `Bearer ${secret}`)).send(body);
    };

    it('a spam complaint quoting her mail disables her notifications (fbl)', async () => {
      const anna = await givenMember(knex());
      const response = await post(fixture('arf-abuse-yahoo.eml', await tokenFor(anna, 'promotions')));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ result: 'disabled', reason: 'fbl', members: 1 });
      expect((await stored(anna.id)).disabled).toEqual(['fbl']);
    });

    it('a hard bounce disables the mail of the member at that address; a soft bounce does not', async () => {
      const bram = await givenMember(knex(), { email: `nobody.here+${Date.now()}@example.org` });
      const hard = fixture('dsn-hard-bounce-postfix.eml').replaceAll('nobody.here@example.org', bram.email);
      expect((await post(hard)).body).toEqual({ result: 'disabled', reason: 'bounce', members: 1 });
      expect((await stored(bram.id)).disabled).toEqual(['bounce']);

      const mila = await givenMember(knex(), { email: `full.mailbox+${Date.now()}@example.com` });
      const soft = await post(fixture('dsn-soft-bounce-mailbox-full.eml').replaceAll('full.mailbox@example.com', mila.email));
      expect(soft.body).toMatchObject({ result: 'ignored', because: 'soft_bounce' });
      expect((await stored(mila.id)).disabled).toEqual([]);
    });

    it('takes the bare report with its type in the HTTP header', async () => {
      const bram = await givenMember(knex(), { email: `gone+${Date.now()}@example.net` });
      const whole = fixture('dsn-hard-bounce-base64.eml').replaceAll('gone@example.net', bram.email);
      // The message's own header block, and its Content-Type, move to the HTTP request.
      const split = whole.indexOf('\r\n\r\n');
      const contentType = /Content-Type: ([^\r\n]+)/.exec(whole.slice(0, split))![1];
      // The base64 status part names gone@example.net: only the text/rfc822-headers part carries her address here.
      const response = await post(whole.slice(split + 4), contentType);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ result: 'ignored', because: 'no_member' });
      const plain = whole.slice(split + 4).replace(/Content-Type: message\/delivery-status\r\nContent-Transfer-Encoding: base64\r\n\r\n[\s\S]*?\r\n\r\n--_000/, `Content-Type: message/delivery-status\r\n\r\nFinal-Recipient: rfc822; ${bram.email}\r\nAction: failed\r\nStatus: 5.1.1\r\n\r\n--_000`);
      expect((await post(plain, contentType)).body).toEqual({ result: 'disabled', reason: 'bounce', members: 1 });
      expect((await stored(bram.id)).disabled).toEqual(['bounce']);
    });

    it('without the shared secret nothing is read and nothing changes: 401', async () => {
      const anna = await givenMember(knex());
      const report = fixture('arf-abuse-yahoo.eml', await tokenFor(anna, 'promotions'));
      for (const secret of [null, '', 'wrong', `${FEEDBACK_SECRET}x`]) {
        const response = await post(report, 'message/rfc822', secret);
        expect({ secret, status: response.status }).toEqual({ secret, status: 401 });
        expect(response.body).toEqual({ error: 'authentication required' });
      }
      const basic = await server.api.post('/api/mail-feedback.php').set('Authorization', `Basic ${Buffer.from(`x:${FEEDBACK_SECRET}`).toString('base64')}`).type('message/rfc822').send(report);
      expect(basic.status).toBe(401);
      expect((await stored(anna.id)).disabled).toEqual([]);
    });

    it('answers 400 naming the body for a message that is no report, or no message', async () => {
      const notReport = await post(fixture('plain-mail.eml'));
      expect(notReport.status).toBe(400);
      expect(notReport.body).toMatchObject({ error: 'invalid_input', field: 'body', reason: 'not_a_report' });
      const json = await server.api.post('/api/mail-feedback.php').set('Authorization', `Bearer ${FEEDBACK_SECRET}`).send({ any: 'thing' });
      expect(json.status).toBe(400);
      expect(json.body).toMatchObject({ error: 'invalid_input', field: 'body' });
    });

    it('a complaint can only disable the member its genuine token or address names', async () => {
      const anna = await givenMember(knex());
      const bram = await givenMember(knex());
      const token = await tokenFor(anna, 'promotions');
      const forged = `${bram.id}.promotions.${token.split('.')[2]}`;
      const response = await post(fixture('arf-abuse-yahoo.eml', forged));
      expect(response.body).toMatchObject({ result: 'ignored', because: 'no_member' });
      expect((await stored(bram.id)).disabled).toEqual([]);
      expect((await stored(anna.id)).disabled).toEqual([]);
    });
  });
});

describe('mail feedback without a configured secret', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('refuses every report', async () => {
    const response = await server.api.post('/api/mail-feedback.php').set('Authorization', 'Bearer ').type('message/rfc822').send(fixture('dsn-hard-bounce-postfix.eml'));
    expect(response.status).toBe(401);
  });
});
