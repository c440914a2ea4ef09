import { timeBonusEndsAt, TIME_BONUS_WINDOW } from '../discounts/time-bonus';
import type { OutgoingMail } from '../mail/mailer';
import type { DomainPageLinks, PageLinks } from '../mail/page-links';
import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import { describeRun, mailTo, mayRemind, REMINDER_BATCH, sendOnce, type ReminderKey, type ReminderKind, type ReminderRecipient, type ReminderTransactions } from './reminders';

/** What the once-only reminders need to know of a new member. */
export interface NewMemberFacts {
  readonly recipient: ReminderRecipient;
  /** Bought credits at least once (SPEC §1: the first purchase makes her premium). */
  readonly paidUser: boolean;
  /** She has a main photo. */
  readonly hasPhoto: boolean;
  /** Her TIMEBONUS25 is held by an open payment or was redeemed. */
  readonly timeBonusTaken: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A reminder sent once in a member's life, some time after her signup: which members it looks at (signed up in
 * `signedUp`, relative to now), whether it is due for one, and its mail.
 */
export interface OnceReminder {
  readonly kind: ReminderKind;
  /** Signed up after `from` and at or before `to` (ms before now): the members a run reads. */
  readonly signedUpAgo: { readonly from: number; readonly to: number };
  due(member: NewMemberFacts, now: Date): boolean;
  mail(member: NewMemberFacts, links: DomainPageLinks): OutgoingMail;
}

/** Within this many minutes before her time bonus ends, the promotion says "nog 1 uur". */
export const TIME_BONUS_REMINDER_MINUTES = { from: 65, to: 45 } as const;

/**
 * The promotion (category promotions, opt-in): about an hour before her welcome time bonus (SPEC §9: TIMEBONUS25, 25 %,
 * 14400 s from signup) ends, a free member who has not bought and whose bonus is not held by a payment is told once.
 * Due from 65 to 45 minutes before the end: a run every few minutes finds her in time, and a run after an outage
 * that missed the hour does not promise one that is no longer there.
 */
export const timeBonusReminder: OnceReminder = {
  kind: 'time_bonus',
  signedUpAgo: { from: TIME_BONUS_WINDOW * 1000 - TIME_BONUS_REMINDER_MINUTES.to * MINUTE, to: TIME_BONUS_WINDOW * 1000 - TIME_BONUS_REMINDER_MINUTES.from * MINUTE },
  due(member, now) {
    const left = timeBonusEndsAt(member.recipient.signupDate).getTime() - now.getTime();
    return (
      left <= TIME_BONUS_REMINDER_MINUTES.from * MINUTE &&
      left > TIME_BONUS_REMINDER_MINUTES.to * MINUTE &&
      !member.paidUser &&
      !member.timeBonusTaken &&
      mayRemind(member.recipient, 'promotions')
    );
  },
  mail(member, links) {
    // The credits page applies her time bonus by itself (it is her active discount): no code to type.
    return { ...mailTo(member.recipient, links.domain), template: 'promotion', link: links.to('credits') };
  },
};

/**
 * The reminder (category reminders): a member without a profile photo a day after her signup is asked once to add
 * one. Members who signed up more than a week ago are not asked (they were before this job existed, or chose not to).
 */
export const photoReminder: OnceReminder = {
  kind: 'profile_photo',
  signedUpAgo: { from: 7 * DAY, to: DAY },
  due(member, now) {
    const age = now.getTime() - member.recipient.signupDate.getTime();
    return age >= DAY && age < 7 * DAY && !member.hasPhoto && mayRemind(member.recipient, 'reminders');
  },
  mail(member, links) {
    return { ...mailTo(member.recipient, links.domain), template: 'reminder', link: links.to('profile') };
  },
};

export const onceKey = (reminder: OnceReminder, member: NewMemberFacts): ReminderKey => ({ memberId: member.recipient.id, kind: reminder.kind, key: 'once' });

/** Reads the members a once-only reminder may go to: signed up in the window, not yet reminded of this kind. */
export interface NewMemberCandidates {
  /** Ordered by member id; only members after `after` (paging). */
  signedUpBetween(kind: ReminderKind, from: Date, to: Date, after: MemberId | null, limit: number): Promise<NewMemberFacts[]>;
}

/** The job of one once-only reminder: each member due gets its mail once in her life. */
export class SendOnceReminders {
  constructor(
    private readonly deps: {
      reminder: OnceReminder;
      candidates: NewMemberCandidates;
      transactions: ReminderTransactions;
      pageLinks: PageLinks;
      clock: Clock;
      domain: string;
      batchSize?: number;
    },
  ) {}

  async run(): Promise<string | undefined> {
    const { reminder, candidates, clock } = this.deps;
    const now = clock.now();
    const batch = this.deps.batchSize ?? REMINDER_BATCH;
    const links = await this.deps.pageLinks.of(this.deps.domain);
    const from = new Date(now.getTime() - reminder.signedUpAgo.from);
    const to = new Date(now.getTime() - reminder.signedUpAgo.to);
    let sent = 0;
    let skipped = 0;
    let after: MemberId | null = null;
    for (;;) {
      const members = await candidates.signedUpBetween(reminder.kind, from, to, after, batch);
      for (const member of members) {
        if (reminder.due(member, now) && (await sendOnce(this.deps.transactions, [onceKey(reminder, member)], reminder.mail(member, links), now))) sent += 1;
        else skipped += 1;
      }
      const last = members.at(-1);
      if (members.length < batch || !last) break;
      after = last.recipient.id;
    }
    return describeRun({ sent, skipped });
  }
}
