import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { deliveredOutbox } from '../../test/support/outbox';
import { databaseKinds } from '../../test/support/test-databases';
import { signupForm } from '../../test/support/signup-form';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from '../../test/support/smtp-receiver';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/** Undoes quoted-printable: soft line breaks, then =XX bytes, read as UTF-8. */
const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The text/plain part of a raw multipart message, decoded. */
function textPart(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  for (const part of raw.split(`--${boundary}`)) {
    const split = part.search(/\r?\n\r?\n/);
    const headers = part.slice(0, split);
    if (!/Content-Type: text\/plain/i.test(headers)) continue;
    const body = part.slice(split).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, '');
    const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    return body;
  }
  throw new Error('no text part');
}

describe.each(databaseKinds())('mail over SMTP on %s', (kind) => {
  const received: ReceivedMail[] = [];
  /** Recipients whose next mail the server refuses once with 451, as a mail server that is briefly unavailable. */
  const refuseOnce = new Set<string>();
  let refused = 0;
  let smtp: SmtpReceiver;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpReceiver({
      receive(mail) {
        const once = mail.to.find((address) => refuseOnce.has(address));
        if (once) {
          refuseOnce.delete(once);
          refused += 1;
          throw Object.assign(new Error('Try again later'), { responseCode: 451 });
        }
        received.push(mail);
      },
    });
    // A failed delivery is tried again after 0.5 to 1 s here (10 to 20 s by default).
    server = await startTestServer(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Hartslag <no-reply@hartslag.example>', OUTBOX_FIRST_RETRY_SECONDS: '1' } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('sends the activation mail through a real SMTP server; its link activates the account', async () => {
    const email = `smtp-${Date.now()}@example.nl`;
    const signup = await server.api.post('/api/signup.php').send(signupForm({ email }));
    expect(signup.status).toBe(201);
    expect(signup.body.user.status).toBe('not_confirmed');

    await expect.poll(() => received.find((m) => m.to.includes(email)), { timeout: 10_000 }).toBeDefined();
    const mail = received.find((m) => m.to.includes(email));
    expect(mail!.raw).toMatch(/^Message-ID: <outbox-\d+-[a-z0-9]+@hartslag\.example>/m);
    expect(mail!.raw).toMatch(/^Subject: Bevestig je e-mailadres bij Hartslag/m);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    const text = textPart(mail!.raw);
    expect(text).toContain('Hoi Sanne,');
    expect(text).toContain('Hartslag Media B.V.');
    const link = /https?:\/\/\S+/.exec(text)?.[0];
    expect(link).toMatch(/\/complete-signup\?token=/);
    expect((await server.api.get('/dev/mailbox/latest.json').query({ to: email })).status).toBe(404);

    const activated = await server.api.post('/api/activate.php').send({ token: new URL(link!).searchParams.get('token') });
    expect(activated.status).toBe(200);
    expect(activated.body.user).toMatchObject({ email, status: 'active' });
  });

  it('confirms a purchase although the mail server refused the first try: the webhook answers 200 and the mail comes once', async () => {
    const made = await givenMember(server.database.knex, { name: 'Petra' });
    const cookie = await sessionCookieFor(server.api, made);
    refuseOnce.add(made.email);
    const refusedBefore = refused;

    const started = await server.api.post('/api/checkout.php').set('Cookie', cookie).send({ bundle_id: 2, method: 'ideal', consent: true });
    expect(started.status).toBe(201);
    const ref = (started.body.checkout_url as string).split('/sandbox-checkout/')[1]!;
    const paid = await server.api.post('/api/sandbox-checkout.php').set('Cookie', cookie).send({ ref, outcome: 'paid' });
    expect(paid.status, 'settling does not wait for, or fail on, the mail').toBe(200);
    expect((await server.database.knex('members').where({ id: made.id }).first('credits')).credits).toBe(120);

    await expect.poll(() => received.filter((m) => m.to.includes(made.email)).length, { timeout: 15_000 }).toBe(1);
    expect(refused - refusedBefore, 'the first try was refused').toBe(1);
    const confirmation = received.find((m) => m.to.includes(made.email))!;
    expect(textPart(confirmation.raw)).toContain(started.body.payment.payment_id);
    await deliveredOutbox(server.database.knex);
    const row = await server.database.knex('outbox').where({ kind: 'mail' }).whereRaw(`payload->'mail'->>'to' = ?`, [made.email]).first();
    expect(row).toMatchObject({ attempts: 2, dead_at: null });
    expect(row.delivered_at).not.toBeNull();
    expect(row.last_error, 'the refusal is cleared once delivered').toBeNull();
  });
});
