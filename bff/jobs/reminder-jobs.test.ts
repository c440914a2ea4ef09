import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresMailOutbox } from '../../adapters/mail/outbox-mailer';
import { PostgresConversations } from '../../adapters/postgres/postgres-conversations';
import { PostgresEmailPreferences } from '../../adapters/postgres/postgres-email-preferences';
import { PostgresOutboxQueue } from '../../adapters/postgres/postgres-outbox';
import { DeliverOutbox } from '../../domain/outbox/deliver-outbox';
import { loadConfig } from '../config';
import { PORTS } from '../wiring/tokens';
import type { Database } from '../../adapters/postgres/database';
import type { Conversation } from '../../domain/chat/conversation';
import { givenMember, type GivenMember } from '../../test/support/members';
import { deliveredOutbox } from '../../test/support/outbox';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

const HOUR = 3_600_000;

/**
 * The reminder jobs on the job runner of a running bff (decision 0059): registered as schedules the operator sees,
 * run once per interval across the cluster, their mail delivered by the outbox worker, rendered in her language.
 */
describe.each(databaseKinds())('the reminder jobs on the job runner on %s', (kind) => {
  let server: TestServer;
  let database: Database;
  let anna: GivenMember;
  let chat: Conversation;
  beforeAll(async () => {
    // Seeded before the server starts: its job runner runs every due schedule as it starts.
    database = await freshDatabase(kind);
    const knex = database.knex;
    anna = await givenMember(knex, { name: 'Anna' });
    const sanne = await givenMember(knex, { name: 'Sanne', gender: 'male' });
    const conversations = new PostgresConversations(knex);
    chat = await conversations.create(sanne.id, anna.id, new Date(Date.now() - 48 * HOUR));
    await conversations.addMessage({ conversationId: chat.id, senderId: sanne.id, recipientId: anna.id, body: 'Hoi Anna!', sentAt: new Date(Date.now() - 25 * HOUR), held: false, attachment: null });
    server = await startTestServer(kind, {
      database,
      env: { TRUST_PROXY: '1' },
      config: {
        reminders: {
          unreadIntervalSeconds: 900,
          unreadDelaySeconds: 86_400,
          unreadMaxAgeSeconds: 604_800,
          weeklyIntervalSeconds: 900,
          weeklyCatchUpSeconds: 21_600,
          promotionIntervalSeconds: 300,
          photoIntervalSeconds: 3600,
        },
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('sends a member one reminder of a message she left unread for a day, and lists the reminder schedules', async () => {
    const knex = database.knex;
    // The runner started with the server and ran every due schedule once; these ticks find nothing due until the
    // intervals pass, so however often it ticks (here twice at once, then again) the reminder is sent once.
    const runs = async () => (await server.composition.dependencies.jobSchedules.list()).find((s) => s.name === 'unread-message-reminders')?.runs ?? 0;
    await Promise.all([server.composition.scheduler.tick(), server.composition.scheduler.tick()]);
    await server.composition.scheduler.tick();
    await expect.poll(runs).toBe(1);
    await deliveredOutbox(knex);

    const mails = (await new PostgresMailOutbox(knex).list(20)).filter((mail) => mail.to === anna.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Sanne wacht op je antwoord']);
    expect(mails[0]!.text).toContain(`/chats/${chat.id}`);
    expect(mails[0]!.text).not.toContain('Hoi Anna!');
    // A mail she may stop (decision 0057): one click in her mail program, or the footer's link.
    expect(mails[0]!.headers?.['List-Unsubscribe']).toContain('/api/unsubscribe.php?token=');
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const response = await server.api.get('/internal/jobs.json');
    const names = (response.body.schedules as { name: string; lastResult: string | null }[]).map((s) => [s.name, s.lastResult]);
    expect(names).toEqual(expect.arrayContaining([['unread-message-reminders', 'sent 1, skipped 0'], ['weekly-updates', 'nothing to do'], ['time-bonus-promotion', 'nothing to do']]));
    expect(names.map(([name]) => name)).toContain('photo-reminder');
  });
});

/** Decision 0056's gate asks again when the mail goes out: a reminder queued before she turned it off is not sent. */
describe.each(databaseKinds())('a reminder queued before she turned reminders off, on %s', (kind) => {
  let server: TestServer;
  let database: Database;
  let anna: GivenMember;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    anna = await givenMember(database.knex, { name: 'Anna' });
    const sanne = await givenMember(database.knex, { name: 'Sanne', gender: 'male' });
    const conversations = new PostgresConversations(database.knex);
    const chat = await conversations.create(sanne.id, anna.id, new Date(Date.now() - 48 * HOUR));
    await conversations.addMessage({ conversationId: chat.id, senderId: sanne.id, recipientId: anna.id, body: 'Hoi Anna!', sentAt: new Date(Date.now() - 25 * HOUR), held: false, attachment: null });
    // No outbox worker: the test delivers the queue itself, after she changed her mind.
    server = await startTestServer(kind, { database, env: { OUTBOX_WORKER: 'false' }, config: { reminders: { ...loadConfig({}).reminders, weeklyIntervalSeconds: 0, promotionIntervalSeconds: 0, photoIntervalSeconds: 0 } } });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('is dropped at delivery', async () => {
    const queue = new PostgresOutboxQueue(database.knex);
    await expect.poll(async () => (await queue.counts()).pending).toBe(1);
    await new PostgresEmailPreferences(database.knex).setPreferences(anna.id, { unread_message_reminders: false });
    const deliver = new DeliverOutbox({
      queue,
      mail: server.composition.container.get(PORTS.mailTransport),
      sms: server.composition.container.get(PORTS.smsTransport),
      clock: { now: () => new Date() },
      random: { next: () => 0.5 },
      worker: 'test',
    });
    expect(await deliver.run(10)).toMatchObject({ delivered: 1 });
    expect((await new PostgresMailOutbox(database.knex).list(20)).filter((mail) => mail.to === anna.email)).toEqual([]);
  });
});
