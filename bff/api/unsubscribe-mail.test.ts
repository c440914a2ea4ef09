import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTemplate } from '../../domain/mail/mailer';
import { parseEntity } from '../../domain/notifications/mail-feedback';
import { givenMember, type GivenMember } from '../../test/support/members';
import { deliveredOutbox } from '../../test/support/outbox';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from '../../test/support/smtp-receiver';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { PORTS } from '../wiring/tokens';

/** A mail to a member as a use case queues it: through the Mailer port, so the outbox worker delivers it. */
const mailTo = (server: TestServer, member: GivenMember, template: MailTemplate) =>
  server.composition.container.get(PORTS.mailer).send({ to: member.email, memberId: member.id, template, locale: 'nl', domain: 'localhost', name: 'Anna', link: 'http://localhost/credits' });

const preferOffers = (server: TestServer, member: GivenMember) =>
  server.database.knex('members').where('id', member.id).update({ email_preferences: JSON.stringify({ promotions: true }) });

describe.each(databaseKinds())('the unsubscribe headers of a delivered mail on %s (development mailbox)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const latest = async (to: string) => (await server.api.get('/dev/mailbox/latest.json').query({ to })).body as { subject: string; text: string; html: string; headers: Record<string, string>; template?: string };

  it('a promotion carries List-Unsubscribe and List-Unsubscribe-Post; one-click POSTing its URL, as a mail client does, stops the next promotion', async () => {
    const anna = await givenMember(server.database.knex);
    await preferOffers(server, anna);
    await mailTo(server, anna, 'promotion');
    await deliveredOutbox(server.database.knex);
    const mail = await latest(anna.email);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['List-Unsubscribe'])?.[1];
    expect(url).toMatch(/\/api\/unsubscribe\.php\?token=\d+\.promotions\.[A-Za-z0-9_-]{43}$/);
    // Links come from the domain's configured base URL, never the request.
    expect(url!.startsWith(`${server.url}/`) || url!.startsWith('http://localhost')).toBe(true);
    expect(mail.text).toContain('Je krijgt deze e-mail omdat e-mails over aanbiedingen aan staan.');
    expect(mail.text).toMatch(/Afmelden: \S+\/unsubscribe\?token=\d+\.promotions\./);
    // The development mailbox's page of the mail shows them too.
    const { id } = (await server.database.knex('mail_outbox').where('to', anna.email).orderBy('id', 'desc').first('id')) as { id: number };
    expect((await server.api.get(`/dev/mailbox/${id}`)).text).toContain('<code>List-Unsubscribe-Post: List-Unsubscribe=One-Click</code>');

    const { pathname, search } = new URL(url!);
    const click = await server.api.post(`${pathname}${search}`).type('form').send('List-Unsubscribe=One-Click');
    expect(click.status).toBe(200);

    const before = await server.database.knex('mail_outbox').where('to', anna.email).count<{ count: string }[]>('* as count');
    await mailTo(server, anna, 'promotion');
    await deliveredOutbox(server.database.knex);
    const after = await server.database.knex('mail_outbox').where('to', anna.email).count<{ count: string }[]>('* as count');
    expect(Number(after[0].count)).toBe(Number(before[0].count));
  });

  it('a mail about her account carries no unsubscribe header or footer', async () => {
    const anna = await givenMember(server.database.knex);
    await mailTo(server, anna, 'password_changed');
    await deliveredOutbox(server.database.knex);
    const mail = await latest(anna.email);
    expect(mail.headers).toEqual({});
    expect(mail.text).not.toContain('Afmelden');
  });
});

describe('the unsubscribe headers over SMTP', () => {
  const received: ReceivedMail[] = [];
  let smtp: SmtpReceiver;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpReceiver({ receive: (mail) => void received.push(mail) });
    server = await startTestServer('pglite', {
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Hartslag <no-reply@hartslag.example>', UNSUBSCRIBE_MAILTO: 'unsubscribe@hartslag.example' },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('reach the mail server: List-Unsubscribe with the https URL and the mailto address, List-Unsubscribe-Post', async () => {
    const anna = await givenMember(server.database.knex);
    await preferOffers(server, anna);
    await mailTo(server, anna, 'promotion');
    await expect.poll(() => received.find((m) => m.to.includes(anna.email)), { timeout: 10_000 }).toBeDefined();
    const headers = parseEntity(received.find((m) => m.to.includes(anna.email))!.raw).headers;
    expect(headers.get('list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click']);
    expect(headers.get('list-unsubscribe')?.[0]).toMatch(
      /^<https?:\/\/[^>]+\/api\/unsubscribe\.php\?token=\d+\.promotions\.[A-Za-z0-9_-]{43}>, ?<mailto:unsubscribe@hartslag\.example\?subject=unsubscribe%20\d+\.promotions\.[A-Za-z0-9_-]{43}>$/,
    );
  });
});
