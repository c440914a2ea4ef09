import type { MemberStatus } from '../accounts/member';
import type { OutgoingMail } from '../mail/mailer';
import type { Outbox } from '../outbox/outbox';
import type { ProfileStatus } from '../profiles/profile';
import type { MemberId } from '../shared/ids';
import { mayMail, type EmailPreference, type MailRecipient } from './email-preferences';

/**
 * The reminders and updates the job runner sends (issue 23, decision 0059): each is recorded under a key of its own,
 * in the transaction that queues its mail, so it is sent once however often and on however many instances the job runs.
 */
export type ReminderKind = 'unread_message' | 'weekly_update' | 'time_bonus' | 'profile_photo';

/** What was reminded: one key per member and kind (a conversation's unread state, an ISO week, `once`). */
export interface ReminderKey {
  readonly memberId: MemberId;
  readonly kind: ReminderKind;
  readonly key: string;
}

/** What a job reads of the member a reminder would go to. */
export interface ReminderRecipient extends MailRecipient {
  readonly id: MemberId;
  readonly email: string;
  /** Her profile name, for the greeting. */
  readonly name: string;
  readonly language: string;
  readonly status: MemberStatus;
  /** `disabled`: the operator blocked the profile. */
  readonly profileStatus: ProfileStatus;
  readonly fictional: boolean;
  readonly signupDate: Date;
}

/**
 * May a reminder of this category go to her? Only to a confirmed, active member whose profile is not blocked and who
 * is a real person (never a fictional profile), and only while her preference allows it and her notifications are not
 * disabled (mayMail). The delivery gate asks mayMail again when the mail goes out.
 */
export function mayRemind(recipient: ReminderRecipient, category: EmailPreference): boolean {
  return recipient.status === 'active' && recipient.profileStatus === 'active' && !recipient.fictional && mayMail(recipient, category);
}

/** The fields of a reminder mail that come from its recipient. */
export const mailTo = (recipient: ReminderRecipient, domain: string): Pick<OutgoingMail, 'to' | 'memberId' | 'locale' | 'domain' | 'name'> => ({
  to: recipient.email,
  memberId: recipient.id,
  locale: recipient.language,
  domain,
  name: recipient.name,
});

/** Records a key; false when it was recorded before (by an earlier run, or by another instance a moment ago). */
export interface ReminderLog {
  /** `mailed` false: looked at and found nothing to tell (a week without news), so later runs need not look again. */
  record(key: ReminderKey, at: Date, mailed: boolean): Promise<boolean>;
}

export interface ReminderScope {
  readonly log: ReminderLog;
  readonly outbox: Outbox;
}

/** One transaction: the keys and the mail commit together, or neither does. */
export interface ReminderTransactions {
  run<T>(work: (scope: ReminderScope) => Promise<T>): Promise<T>;
}

class AlreadySent extends Error {}

/**
 * Queues the mail once: records every key and adds the mail to the outbox in one transaction. When any key was
 * recorded already (another run got there first), nothing is kept and nothing sent: false. Without a mail, only
 * records the keys (nothing to tell this time, and no need to look again).
 */
export async function sendOnce(transactions: ReminderTransactions, keys: readonly ReminderKey[], mail: OutgoingMail | null, now: Date): Promise<boolean> {
  try {
    await transactions.run(async ({ log, outbox }) => {
      for (const key of keys) if (!(await log.record(key, now, mail !== null))) throw new AlreadySent();
      if (mail) await outbox.add({ kind: 'mail', mail });
    });
    return true;
  } catch (error) {
    if (error instanceof AlreadySent) return false;
    throw error;
  }
}

/** What a run of a reminder job did, for the schedule's state line. */
export interface ReminderRun {
  readonly sent: number;
  /** Looked at, but not sent: her preference is off, nothing to say, or another run sent it. */
  readonly skipped: number;
}

export const describeRun = (run: ReminderRun): string | undefined => (run.sent + run.skipped > 0 ? `sent ${run.sent}, skipped ${run.skipped}` : undefined);

/** How many candidates one query reads: a run goes on batch after batch until there are no more. */
export const REMINDER_BATCH = 200;
