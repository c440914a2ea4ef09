import { afterEach, beforeEach, expect, it } from 'vitest';
import type { OutgoingMail } from '../../../domain/mail/mailer';
import { sendOnce, type ReminderKey, type ReminderTransactions } from '../../../domain/notifications/reminders';
import type { MemberId } from '../../../domain/shared/ids';

/** A reminder log and its outbox on one store, fresh per test. */
export interface ReminderLogWorld {
  readonly transactions: ReminderTransactions;
  addMember(): Promise<MemberId>;
  /** How many mails the outbox holds. */
  queuedMails(): Promise<number>;
  close(): Promise<void>;
}

const NOW = new Date('2026-11-27T08:00:00Z');

/** What every ReminderTransactions adapter does (domain/notifications/reminders.ts, decision 0059). */
export function reminderLogContract(make: () => Promise<ReminderLogWorld>): void {
  let world: ReminderLogWorld;
  let key: ReminderKey;
  let mail: OutgoingMail;
  beforeEach(async () => {
    world = await make();
    const member = await world.addMember();
    key = { memberId: member, kind: 'unread_message', key: '12:40' };
    mail = { to: 'anna@example.nl', memberId: member, template: 'unread_reminder', locale: 'nl', domain: 'hartslag.example', name: 'Anna', otherName: 'Sanne', link: 'https://hartslag.example/chats/12' };
  });
  afterEach(() => world.close());

  it('queues a mail with its key once: the same key a second time queues nothing', async () => {
    expect(await sendOnce(world.transactions, [key], mail, NOW)).toBe(true);
    expect(await sendOnce(world.transactions, [key], mail, NOW)).toBe(false);
    expect(await world.queuedMails()).toBe(1);
  });

  it('queues one mail when three runs send it at the same moment', async () => {
    const results = await Promise.all([1, 2, 3].map(() => sendOnce(world.transactions, [key], mail, NOW)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await world.queuedMails()).toBe(1);
  });

  it('keeps neither key nor mail of a transaction that failed', async () => {
    await expect(
      world.transactions.run(async ({ log, outbox }) => {
        await log.record(key, NOW, true);
        await outbox.add({ kind: 'mail', mail });
        throw new Error('the run died');
      }),
    ).rejects.toThrow('the run died');
    expect(await world.queuedMails()).toBe(0);
    expect(await sendOnce(world.transactions, [key], mail, NOW)).toBe(true);
  });

  it('keeps nothing of a mail one of whose keys was sent before', async () => {
    await sendOnce(world.transactions, [key], mail, NOW);
    const fresh = { ...key, key: '13:41' };
    expect(await sendOnce(world.transactions, [fresh, key], mail, NOW)).toBe(false);
    expect(await sendOnce(world.transactions, [fresh], mail, NOW)).toBe(true);
    expect(await world.queuedMails()).toBe(2);
  });

  it('records a quiet occasion without a mail, and sends none for it later', async () => {
    expect(await sendOnce(world.transactions, [key], null, NOW)).toBe(true);
    expect(await world.queuedMails()).toBe(0);
    expect(await sendOnce(world.transactions, [key], mail, NOW)).toBe(false);
  });

  it('keeps the keys of each member and kind apart', async () => {
    const other = await world.addMember();
    await sendOnce(world.transactions, [key], mail, NOW);
    expect(await sendOnce(world.transactions, [{ ...key, memberId: other }], mail, NOW)).toBe(true);
    expect(await sendOnce(world.transactions, [{ ...key, kind: 'weekly_update' }], mail, NOW)).toBe(true);
  });
}
