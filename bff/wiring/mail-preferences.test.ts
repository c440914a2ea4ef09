import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresOutboxQueue } from '../../adapters/postgres/postgres-outbox';
import type { MailTemplate } from '../../domain/mail/mailer';
import { DeliverOutbox } from '../../domain/outbox/deliver-outbox';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { PORTS } from './tokens';

/**
 * Decision 0056, as production wires it: the outbox worker's mail transport reads her preferences when it delivers,
 * so a mail queued before she switched its kind off is not sent; the row ends delivered and the log says why.
 */
describe.each(databaseKinds())('the preference gate in the wiring on %s', (kind) => {
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    const logDestination = new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) });
    // No worker of its own: the test delivers, so nothing is sent before the switch.
    server = await startTestServer(kind, { env: { OUTBOX_WORKER: 'false' }, config: { logLevel: 'info' }, logDestination });
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  const queue = (who: GivenMember, template: MailTemplate) =>
    server.composition.container.get(PORTS.mailer).send({ to: who.email, memberId: who.id, template, locale: 'nl', domain: 'localhost', name: 'Anna', otherName: 'Bram', link: `${server.url}/likes` });
  const deliver = () =>
    new DeliverOutbox({
      queue: new PostgresOutboxQueue(knex()),
      mail: server.composition.container.get(PORTS.mailTransport),
      sms: { deliver: async () => {} },
      clock: { now: () => new Date() },
      random: { next: () => 0.5 },
      worker: 'test',
    }).run(50);
  const mailsTo = async (who: GivenMember) => ((await knex()('mail_outbox').where('to', who.email).select('template')) as { template: string }[]).map((m) => m.template);

  it('drops a mail whose kind she switched off after it was queued, and sends the others', async () => {
    const anna = await givenMember(knex(), { name: 'Anna', email: `anna-gate-${kind}@example.nl` });
    await queue(anna, 'notice_like');
    await queue(anna, 'notice_new_message');
    const off = await server.api.put('/api/notifications.php').set('Cookie', await sessionCookieFor(server.api, anna)).send({ preferences: { like: false } });
    expect(off.status).toBe(200);

    await deliver();
    expect(await mailsTo(anna)).toEqual(['notice_new_message']);
    expect(await new PostgresOutboxQueue(knex()).counts()).toMatchObject({ pending: 0, dead: 0 });
    const suppressed = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'mail suppressed by the e-mail preferences');
    expect(suppressed).toEqual([expect.objectContaining({ memberId: anna.id, template: 'notice_like', category: 'like', because: 'preference_off' })]);
    expect(logLines.join('\n')).not.toContain(anna.email);
  });

  it('sends only mail about her account while her mail is stopped', async () => {
    const bea = await givenMember(knex(), { name: 'Bea', email: `bea-gate-${kind}@example.nl` });
    await knex()('members').where('id', bea.id).update({ notifications_disabled: JSON.stringify(['fbl']) });
    await queue(bea, 'notice_match');
    await queue(bea, 'password_reset');
    await deliver();
    expect(await mailsTo(bea)).toEqual(['password_reset']);
  });
});
