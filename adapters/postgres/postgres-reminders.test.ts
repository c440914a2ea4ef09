import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../domain/mail/mailer';
import { SendOnceReminders, photoReminder, timeBonusReminder } from '../../domain/notifications/reminders-once';
import { DEFAULT_UNREAD_REMINDER_TIMING, SendUnreadReminders } from '../../domain/notifications/reminders-unread';
import { SendWeeklyUpdates } from '../../domain/notifications/weekly-update';
import { conversationId, type MemberId } from '../../domain/shared/ids';
import { seconds } from '../../domain/shared/quantities';
import { aNewMember, type NewMemberFields } from '../../test/support/new-member-mother';
import { pageLinks } from '../../test/support/reminder-mother';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import type { Database } from './database';
import { PostgresBlocks } from './postgres-blocks';
import { PostgresConversations } from './postgres-conversations';
import { PostgresEmailPreferences } from './postgres-email-preferences';
import { PostgresInvisibleMode } from './postgres-invisible-mode';
import { PostgresMemberAccounts } from './postgres-member-accounts';
import { PostgresProfileViews } from './postgres-profile-views';
import { PostgresReminderCandidates, PostgresReminderTransactions } from './postgres-reminders';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-27T08:00:00Z');

/** A clock that stands still until the test moves it (an adapter's test imports no other adapter). */
class StillClock {
  private current: Date;
  constructor(now: Date) {
    this.current = now;
  }
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(now: Date): void {
    this.current = now;
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

describe.each(databaseKinds())('the reminder jobs on %s', (kind) => {
  let database: Database;
  let clock: StillClock;
  let seeded = 0;

  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    clock = new StillClock(NOW);
    for (const table of ['sent_reminders', 'outbox', 'profile_views', 'likes', 'blocks', 'messages', 'conversation_members', 'conversations', 'profiles', 'members']) await database.knex(table).del();
  });

  const member = async (name: string, seed: Partial<NewMemberFields> & { language?: string; preferences?: Record<string, boolean>; disabled?: string[] } = {}): Promise<MemberId> => {
    seeded += 1;
    const id = await new PostgresMemberAccounts(database.knex, clock).create(
      aNewMember(seed, { email: `${name.toLowerCase()}${seeded}@example.nl`, passwordHash: 'x', name, signupDate: seed.signupDate ?? new Date(NOW.getTime() - 30 * 24 * HOUR) }),
    );
    if (seed.language) await database.knex('members').where({ id }).update({ language: seed.language });
    if (seed.preferences) await new PostgresEmailPreferences(database.knex).setPreferences(id, seed.preferences);
    if (seed.disabled) await database.knex('members').where({ id }).update({ notifications_disabled: JSON.stringify(seed.disabled) });
    return id;
  };

  /** `from` writes `to` a message `hoursAgo` hours ago, unread until she opens the conversation. */
  const writes = async (from: MemberId, to: MemberId, hoursAgo: number) => {
    const conversations = new PostgresConversations(database.knex);
    const conversation = (await conversations.findBetween(from, to)) ?? (await conversations.create(from, to, new Date(NOW.getTime() - 40 * 24 * HOUR)));
    await conversations.addMessage({ conversationId: conversation.id, senderId: from, recipientId: to, body: 'Hoi!', sentAt: new Date(clock.now().getTime() - hoursAgo * HOUR), held: false, attachment: null });
    return conversation.id;
  };

  const queued = async (): Promise<OutgoingMail[]> => {
    const rows = (await database.knex('outbox').where({ kind: 'mail' }).orderBy('id')) as { payload: unknown }[];
    return rows.map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload).mail as OutgoingMail);
  };

  const deps = () => ({
    candidates: new PostgresReminderCandidates(database.knex),
    transactions: new PostgresReminderTransactions(database.knex, clock),
    pageLinks,
    clock,
    domain: 'hartslag.example',
  });
  const unreadJob = () => new SendUnreadReminders({ ...deps(), timing: DEFAULT_UNREAD_REMINDER_TIMING });

  describe('unread-message reminders', () => {
    it('reminds her once of a message she left unread for a day, however often the job runs', async () => {
      const anna = await member('Anna');
      const sanne = await member('Sanne');
      const chat = await writes(sanne, anna, 25);
      await writes(sanne, anna, 2);
      expect(await unreadJob().run()).toBe('sent 1, skipped 0');
      await unreadJob().run();
      expect(await queued()).toMatchObject([{ template: 'unread_reminder', memberId: anna, otherName: 'Sanne', link: `https://hartslag.example/chats/${chat}`, locale: 'nl' }]);
    });

    it('sends one mail when two instances run the job at the same moment', async () => {
      const anna = await member('Anna');
      await writes(await member('Sanne'), anna, 25);
      await Promise.all([unreadJob().run(), unreadJob().run(), unreadJob().run()]);
      expect(await queued()).toHaveLength(1);
    });

    it('does not remind of a message younger than the delay, nor of one older than a week', async () => {
      const anna = await member('Anna');
      await writes(await member('Sanne'), anna, 23);
      await writes(await member('Eva'), anna, 24 * 8);
      await unreadJob().run();
      expect(await queued()).toHaveLength(0);
    });

    it('reminds again only after she read and was written to again', async () => {
      const anna = await member('Anna');
      const sanne = await member('Sanne');
      const chat = await writes(sanne, anna, 30);
      await unreadJob().run();
      await writes(sanne, anna, 26);
      await unreadJob().run();
      expect(await queued()).toHaveLength(1);
      await new PostgresConversations(database.knex).markRead(conversationId(chat), anna);
      clock.advance(3 * 24 * HOUR);
      await writes(sanne, anna, 25);
      await unreadJob().run();
      expect(await queued()).toHaveLength(2);
    });

    it('sends nothing to a member who turned unread reminders off, or whose mail is disabled', async () => {
      const off = await member('Anna', { preferences: { unread_message_reminders: false } });
      const bounced = await member('Bea', { disabled: ['bounce'] });
      const sanne = await member('Sanne');
      await writes(sanne, off, 25);
      await writes(sanne, bounced, 25);
      await unreadJob().run();
      expect(await queued()).toHaveLength(0);
    });

    it('sends nothing to an unconfirmed, deleted or blocked member, nor about a writer she blocked', async () => {
      const sanne = await member('Sanne');
      await writes(sanne, await member('Nina', { status: 'not_confirmed' }), 25);
      await writes(sanne, await member('Dora', { profileStatus: 'disabled' }), 25);
      const deleted = await member('Del');
      await writes(sanne, deleted, 25);
      await database.knex('members').where({ id: deleted }).update({ status: 'deleted', deleted_at: NOW });
      const blocker = await member('Bo');
      await writes(sanne, blocker, 25);
      await database.knex('blocks').insert({ blocker_id: blocker, blocked_id: sanne, created_at: NOW });
      await unreadJob().run();
      expect(await queued()).toHaveLength(0);
    });

    it('does not remind her of a conversation she answered since, even without opening it', async () => {
      const anna = await member('Anna');
      const sanne = await member('Sanne');
      await writes(sanne, anna, 25);
      await writes(anna, sanne, 24);
      await unreadJob().run();
      expect((await queued()).filter((mail) => mail.memberId === anna)).toHaveLength(0);
    });

    it('writes in her language', async () => {
      const anna = await member('Anna', { language: 'en' });
      await writes(await member('Sanne'), anna, 25);
      await unreadJob().run();
      expect((await queued())[0]?.locale).toBe('en');
    });
  });

  describe('weekly updates', () => {
    // Her moment of the week: Tuesday 19:30 UTC, as she signed up.
    const signupDate = new Date('2026-10-27T19:30:00Z');
    // Members whose own moment of the week is a day later: not due in these runs.
    const otherDay = new Date('2026-10-28T19:30:00Z');
    const atHerMoment = new Date('2026-11-24T19:40:00Z');
    const weeklyJob = () => new SendWeeklyUpdates({ ...deps(), catchUpSeconds: seconds(6 * 3600) });
    const likes = async (liker: MemberId, liked: MemberId, at: Date) => database.knex('likes').insert({ liker_id: liker, liked_id: liked, via: 'profile', created_at: at });

    it('tells her once a week of her new likes and matches, at her moment of the week', async () => {
      clock.set(atHerMoment);
      const anna = await member('Anna', { signupDate });
      const piet = await member('Piet', { gender: 'male', signupDate: otherDay });
      const kees = await member('Kees', { gender: 'male', signupDate: otherDay });
      await likes(piet, anna, new Date('2026-11-20T10:00:00Z'));
      await likes(kees, anna, new Date('2026-11-10T10:00:00Z'));
      await likes(anna, kees, new Date('2026-11-21T10:00:00Z'));
      expect(await weeklyJob().run()).toMatch(/^sent 1/);
      await Promise.all([weeklyJob().run(), weeklyJob().run()]);
      const mails = await queued();
      expect(mails).toMatchObject([{ template: 'weekly_update', memberId: anna, counts: { likes: 1, matches: 1 }, link: 'https://hartslag.example/likes' }]);
      expect(await database.knex('sent_reminders').where({ member_id: anna, kind: 'weekly_update' }).select('key')).toEqual([{ key: '2026-W48' }]);
    });

    it('counts new members in her region as her default search finds them', async () => {
      clock.set(atHerMoment);
      const anna = await member('Anna', { signupDate, region: 'Utrecht' });
      await member('Piet', { gender: 'male', region: 'Utrecht', signupDate: new Date('2026-11-22T10:00:00Z') });
      await database.knex('profiles').where({ name: 'Piet' }).update({ created_at: new Date('2026-11-22T10:00:00Z') });
      await member('Ruud', { gender: 'male', region: 'Drenthe', signupDate: new Date('2026-11-22T10:00:00Z') });
      await database.knex('profiles').where({ name: 'Ruud' }).update({ created_at: new Date('2026-11-22T10:00:00Z') });
      await weeklyJob().run();
      expect((await queued()).filter((mail) => mail.memberId === anna)).toMatchObject([{ counts: { likes: 0, matches: 0, nearby: 1 }, link: 'https://hartslag.example/members' }]);
    });

    it('counts the members who viewed her profile in the week as her visitors list shows them, and links to that list', async () => {
      clock.set(atHerMoment);
      const anna = await member('Anna', { signupDate });
      const views = new PostgresProfileViews(database.knex);
      const [piet, joop, eva, kees, lars, bram] = await Promise.all(['Piet', 'Joop', 'Eva', 'Kees', 'Lars', 'Bram'].map((name) => member(name, { gender: 'male', signupDate: otherDay })));
      for (const visitor of [piet, joop, eva, kees, lars]) await views.record(visitor, anna, new Date('2026-11-20T10:00:00Z'));
      // Before her week: last week's update told of it.
      await views.record(bram, anna, new Date('2026-11-16T10:00:00Z'));
      await new PostgresInvisibleMode(database.knex).setInvisible(eva, true);
      await new PostgresBlocks(database.knex).block(anna, kees, new Date('2026-11-21T10:00:00Z'));
      await new PostgresBlocks(database.knex).block(lars, anna, new Date('2026-11-21T10:00:00Z'));
      await Promise.all([weeklyJob().run(), weeklyJob().run()]);
      expect((await queued()).filter((mail) => mail.memberId === anna)).toMatchObject([
        { counts: { likes: 0, matches: 0, visitors: 2 }, link: 'https://hartslag.example/visitors', lineLinks: { visitors: 'https://hartslag.example/visitors' } },
      ]);
    });

    it('sends nothing for a week whose only visitors she may not see', async () => {
      clock.set(atHerMoment);
      const anna = await member('Anna', { signupDate });
      const [eva, kees] = [await member('Eva', { signupDate: otherDay }), await member('Kees', { signupDate: otherDay })];
      await new PostgresProfileViews(database.knex).record(eva, anna, new Date('2026-11-20T10:00:00Z'));
      await new PostgresProfileViews(database.knex).record(kees, anna, new Date('2026-11-20T10:00:00Z'));
      await new PostgresInvisibleMode(database.knex).setInvisible(eva, true);
      await new PostgresBlocks(database.knex).block(anna, kees, new Date('2026-11-21T10:00:00Z'));
      expect(await weeklyJob().run()).toBe('sent 0, skipped 1');
      expect(await queued()).toHaveLength(0);
    });

    it('sends nothing in a quiet week, nor to a member who turned weekly updates off, nor before her moment', async () => {
      clock.set(atHerMoment);
      await member('Anna', { signupDate });
      const off = await member('Bea', { signupDate, preferences: { weekly_updates: false } });
      await likes(await member('Piet', { gender: 'male', signupDate: otherDay }), off, new Date('2026-11-20T10:00:00Z'));
      const later = await member('Cor', { signupDate: new Date('2026-10-27T23:30:00Z') });
      await likes(await member('Kees', { gender: 'male', signupDate: otherDay }), later, new Date('2026-11-20T10:00:00Z'));
      expect(await weeklyJob().run()).toBe('sent 0, skipped 1');
      expect(await queued()).toHaveLength(0);
    });
  });

  describe('the promotion and the photo reminder', () => {
    it('tells a free member who opted in, once, about an hour before her time bonus ends', async () => {
      const signup = new Date(NOW.getTime() - 3 * HOUR);
      const anna = await member('Anna', { signupDate: signup, preferences: { promotions: true } });
      await member('Bea', { signupDate: signup });
      const paid = await member('Cas', { signupDate: signup, preferences: { promotions: true } });
      await database.knex('members').where({ id: paid }).update({ paid_user: true });
      const job = () => new SendOnceReminders({ ...deps(), reminder: timeBonusReminder });
      await Promise.all([job().run(), job().run()]);
      await job().run();
      expect(await queued()).toMatchObject([{ template: 'promotion', memberId: anna, link: 'https://hartslag.example/credits' }]);
    });

    it('asks a member without a photo to add one, once, a day after her signup', async () => {
      const anna = await member('Anna', { signupDate: new Date(NOW.getTime() - 25 * HOUR) });
      const withPhoto = await member('Bea', { signupDate: new Date(NOW.getTime() - 25 * HOUR) });
      await database.knex('profiles').where({ member_id: withPhoto }).update({ main_image: 'a.jpg', main_image_thumb: 'a-thumb.jpg' });
      await member('Cor', { signupDate: new Date(NOW.getTime() - 10 * HOUR) });
      const job = () => new SendOnceReminders({ ...deps(), reminder: photoReminder });
      await job().run();
      await job().run();
      expect(await queued()).toMatchObject([{ template: 'reminder', memberId: anna, link: 'https://hartslag.example/profile' }]);
    });
  });
});
