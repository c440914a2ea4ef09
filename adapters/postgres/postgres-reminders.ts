import type { Knex } from 'knex';
import { SEEN_BY_OTHERS, type MemberStatus } from '../../domain/accounts/member';
import { TIME_BONUS_CODE } from '../../domain/discounts/time-bonus';
import { DEFAULT_EMAIL_PREFERENCES, emailPreferencesFrom, notificationsDisabledFrom, type EmailPreference } from '../../domain/notifications/email-preferences';
import type { ReminderKey, ReminderKind, ReminderLog, ReminderRecipient, ReminderScope, ReminderTransactions } from '../../domain/notifications/reminders';
import type { NewMemberCandidates, NewMemberFacts } from '../../domain/notifications/reminders-once';
import type { UnreadCandidates, UnreadWaiting } from '../../domain/notifications/reminders-unread';
import type { WeekSummary, WeeklyCandidate, WeeklyCandidates } from '../../domain/notifications/weekly-update';
import type { Gender, ProfileStatus, Sexuality } from '../../domain/profiles/profile';
import type { Clock } from '../../domain/shared/clock';
import { conversationId, memberId, messageId, type MemberId } from '../../domain/shared/ids';
import { PostgresProfileViews } from './postgres-profile-views';
import { runOnSharedScope } from './postgres-transactions';

interface RecipientRow {
  id: string | number;
  email: string;
  name: string;
  language: string;
  status: MemberStatus;
  profile_status: ProfileStatus;
  fictional: boolean;
  signup_date: Date;
  email_preferences: unknown;
  notifications_disabled: unknown;
}

/** The statuses others see, as an SQL list: constants of the domain, never input. */
const SEEN = SEEN_BY_OTHERS.map((status) => `'${status}'`).join(', ');

const parsed = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

const toRecipient = (row: RecipientRow): ReminderRecipient => ({
  id: memberId(Number(row.id)),
  email: row.email,
  name: row.name,
  language: row.language,
  status: row.status,
  profileStatus: row.profile_status,
  fictional: row.fictional,
  signupDate: new Date(row.signup_date),
  preferences: emailPreferencesFrom(parsed(row.email_preferences)),
  notificationsDisabled: notificationsDisabledFrom(parsed(row.notifications_disabled)),
});

const RECIPIENT_COLUMNS = `m.id, m.email, p.name, m.language, m.status, p.status as profile_status, m.fictional, m.signup_date,
  m.email_preferences, m.notifications_disabled`;

/**
 * Who may be reminded in a category, as SQL over `m` (members) and `p` (her profile): the domain's mayRemind, asked
 * in the query so a member who opted out is not read at all (the domain asks again, and the delivery gate at sending).
 * A preference she never chose holds its default.
 */
function remindable(category: EmailPreference): { sql: string; bindings: (string | boolean)[] } {
  return {
    sql: `m.status = 'active' and p.status = 'active' and not m.fictional
      and m.notifications_disabled = '[]'::jsonb
      and coalesce((m.email_preferences ->> ?)::boolean, ?)`,
    bindings: [category, DEFAULT_EMAIL_PREFERENCES[category]],
  };
}

/**
 * The reminder jobs' questions on PostgreSQL and PGlite (decision 0059): each reads a page of candidates with what
 * the domain's rules need, leaving out what was reminded already (sent_reminders).
 */
export class PostgresReminderCandidates implements UnreadCandidates, NewMemberCandidates, WeeklyCandidates {
  constructor(private readonly db: Knex) {}

  async unreadWaiting(window: { sentAfter: Date; sentUpTo: Date }, after: MemberId | null, limit: number): Promise<UnreadWaiting[]> {
    const who = remindable('unread_message_reminders');
    // The first unread message is the unread_count-th newest the other member wrote to her that she can see (not
    // held, not before she removed the chat): the count grows as more arrive, so it stays the same message.
    const { rows } = await this.db.raw<{ rows: (RecipientRow & { conversation_id: string | number; writer_id: string | number; writer_name: string; first_id: string | number; first_sent_at: Date })[] }>(
      `select ${RECIPIENT_COLUMNS}, cm.conversation_id, w.id as writer_id, wp.name as writer_name, first.id as first_id, first.sent_at as first_sent_at
       from conversation_members cm
       join members m on m.id = cm.member_id
       join profiles p on p.member_id = m.id
       join conversation_members theirs on theirs.conversation_id = cm.conversation_id and theirs.member_id <> cm.member_id
       join members w on w.id = theirs.member_id
       join profiles wp on wp.member_id = w.id
       join lateral (
         select id, sent_at from messages
         where conversation_id = cm.conversation_id and sender_id = w.id and not held
           and id > coalesce(cm.removed_through_message_id, 0)
         order by id desc offset cm.unread_count - 1 limit 1
       ) first on true
       where cm.unread_count > 0 and cm.member_id > ?
         and ${who.sql}
         and w.status in (${SEEN}) and wp.status = 'active'
         and not exists (select 1 from blocks b where (b.blocker_id = m.id and b.blocked_id = w.id) or (b.blocker_id = w.id and b.blocked_id = m.id))
         and first.sent_at > ? and first.sent_at <= ?
         -- She answered since (from another tab, without opening the chat): nobody waits for her.
         and not exists (select 1 from messages mine where mine.conversation_id = cm.conversation_id and mine.sender_id = m.id and mine.id > first.id)
         and not exists (select 1 from sent_reminders r where r.member_id = m.id and r.kind = 'unread_message'
                           and r.key = cm.conversation_id::text || ':' || first.id::text)
       order by cm.member_id, first.sent_at, cm.conversation_id
       limit ?`,
      [after ?? 0, ...who.bindings, window.sentAfter, window.sentUpTo, limit],
    );
    return rows.map((row) => ({
      recipient: toRecipient(row),
      conversationId: conversationId(Number(row.conversation_id)),
      writer: { id: memberId(Number(row.writer_id)), name: row.writer_name },
      firstUnread: { id: messageId(Number(row.first_id)), sentAt: new Date(row.first_sent_at) },
    }));
  }

  async signedUpBetween(kind: ReminderKind, from: Date, to: Date, after: MemberId | null, limit: number): Promise<NewMemberFacts[]> {
    const who = remindable(kind === 'time_bonus' ? 'promotions' : 'reminders');
    const { rows } = await this.db.raw<{ rows: (RecipientRow & { paid_user: boolean; has_photo: boolean; time_bonus_taken: boolean })[] }>(
      `select ${RECIPIENT_COLUMNS}, m.paid_user, p.main_image is not null as has_photo,
         exists (select 1 from discount_redemptions d where d.member_id = m.id and upper(d.code) = ?) as time_bonus_taken
       from members m
       join profiles p on p.member_id = m.id
       where m.status = 'active' and m.signup_date > ? and m.signup_date <= ? and m.id > ?
         and ${who.sql}
         and not exists (select 1 from sent_reminders r where r.member_id = m.id and r.kind = ? and r.key = 'once')
       order by m.id
       limit ?`,
      [TIME_BONUS_CODE, from, to, after ?? 0, ...who.bindings, kind, limit],
    );
    return rows.map((row) => ({ recipient: toRecipient(row), paidUser: row.paid_user, hasPhoto: row.has_photo, timeBonusTaken: row.time_bonus_taken }));
  }

  async weeklyDue(slots: { from: number; to: number }, now: Date, after: MemberId | null, limit: number): Promise<WeeklyCandidate[]> {
    const who = remindable('weekly_updates');
    const slot = `mod(floor(extract(epoch from (m.signup_date at time zone 'UTC')))::bigint, 604800)`;
    // The window of seconds of the week wraps past the week's end when from > to.
    const inWindow = slots.from <= slots.to ? `(${slot} > ? and ${slot} <= ?)` : `(${slot} > ? or ${slot} <= ?)`;
    const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
    const sixDaysAgo = new Date(now.getTime() - 6 * 86_400_000);
    const { rows } = await this.db.raw<{ rows: (RecipientRow & { gender: Gender; sexuality: Sexuality; country: string; region: string })[] }>(
      `select ${RECIPIENT_COLUMNS}, p.gender, p.sexuality, p.country, p.region
       from members m
       join profiles p on p.member_id = m.id
       where m.status = 'active' and ${inWindow} and m.signup_date <= ? and m.id > ?
         and ${who.sql}
         and not exists (select 1 from sent_reminders r where r.member_id = m.id and r.kind = 'weekly_update' and r.sent_at > ?)
       order by m.id
       limit ?`,
      [slots.from, slots.to, weekAgo, after ?? 0, ...who.bindings, sixDaysAgo, limit],
    );
    return rows.map((row) => ({ recipient: toRecipient(row), gender: row.gender, sexuality: row.sexuality, country: row.country, region: row.region }));
  }

  async summary(member: MemberId, nearby: { gender?: Gender; country: string; region: string }, week: { from: Date; to: Date }): Promise<WeekSummary> {
    // One statement: likes and matches from members she may see and who are not blocked either way; her visitors by the
    // visitors list's own query (PostgresProfileViews: no invisible one, no block either way); new members as her
    // default search finds them (active, not invisible: the copy kept on the profile, decision 0021), counted up to 100.
    const { rows } = await this.db.raw<{ rows: { likes: string | number; matches: string | number; visitors: string | number; nearby: string | number }[] }>(
      `with visible_likers as (
         select l.liker_id, l.created_at from likes l join members o on o.id = l.liker_id
         where l.liked_id = :member and o.status in (${SEEN})
           and not exists (select 1 from blocks b where (b.blocker_id = :member and b.blocked_id = o.id) or (b.blocker_id = o.id and b.blocked_id = :member))
       )
       select
         (select count(*) from visible_likers v where v.created_at > :from and v.created_at <= :to) as likes,
         (select count(*) from visible_likers v join likes mine on mine.liker_id = :member and mine.liked_id = v.liker_id
            where greatest(v.created_at, mine.created_at) > :from and greatest(v.created_at, mine.created_at) <= :to) as matches,
         (:visitors) as visitors,
         (select count(*) from (select 1 from profiles n
            where n.member_status in (${SEEN}) and not n.member_invisible and n.status = 'active'
              and n.country = :country and n.region = :region and n.member_id <> :member
              and (cast(:gender as text) is null or n.gender = :gender)
              and n.created_at > :from and n.created_at <= :to
            limit 100) found) as nearby`,
      {
        member,
        from: week.from,
        to: week.to,
        visitors: new PostgresProfileViews(this.db).countBetweenQuery(member, week),
        country: nearby.country,
        region: nearby.region,
        gender: nearby.gender ?? null,
      },
    );
    const row = rows[0]!;
    return { likes: Number(row.likes), matches: Number(row.matches), visitors: Number(row.visitors), newMembersNearby: Number(row.nearby) };
  }
}

/** The log of what was reminded, on a transaction's connection. */
export class PostgresReminderLog implements ReminderLog {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async record(key: ReminderKey, at: Date, mailed: boolean): Promise<boolean> {
    // A concurrent run's insert of the same key makes this one wait for its commit, then find the key taken.
    const inserted = (await this.db('sent_reminders')
      .insert({ member_id: key.memberId, kind: key.kind, key: key.key, mailed, sent_at: at })
      .onConflict(['member_id', 'kind', 'key'])
      .ignore()
      .returning('member_id')) as unknown[];
    return inserted.length === 1;
  }
}

/** The log and the outbox in one transaction; this instance's worker is woken after a commit that queued a mail. */
export class PostgresReminderTransactions implements ReminderTransactions {
  constructor(readonly db: Knex, readonly clock: Clock, readonly outboxCommitted?: () => void) {}

  run<T>(work: (scope: ReminderScope) => Promise<T>): Promise<T> {
    return runOnSharedScope(this, (trx, shared) => work({ log: new PostgresReminderLog(trx), outbox: shared.outbox }));
  }
}
