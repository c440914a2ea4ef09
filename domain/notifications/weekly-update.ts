import type { OutgoingMail } from '../mail/mailer';
import type { DomainPageLinks, PageLinks } from '../mail/page-links';
import type { Gender, Sexuality } from '../profiles/profile';
import { soughtGender } from '../search/sought-gender';
import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { Seconds } from '../shared/quantities';
import { describeRun, mailTo, mayRemind, REMINDER_BATCH, sendOnce, type ReminderKey, type ReminderRecipient, type ReminderTransactions } from './reminders';

export const WEEK_SECONDS = 604_800;
const WEEK_MS = WEEK_SECONDS * 1000;

/**
 * Her moment of the week: the second of the week (counted from the Unix epoch, in UTC) at which she signed up. Each
 * member's weekly update is due at her own moment, so the mails of a week spread as signups did, never all at once,
 * and she gets hers on the weekday and at the hour she once had time for the site (decision 0059).
 */
export const weeklySlot = (signupDate: Date): number => Math.floor(signupDate.getTime() / 1000) % WEEK_SECONDS;

/** The seconds of the week a run covers: after `from`, up to and including `to` (from > to when it wraps past the week's end). */
export function slotWindow(now: Date, catchUpSeconds: Seconds): { readonly from: number; readonly to: number } {
  const to = Math.floor(now.getTime() / 1000) % WEEK_SECONDS;
  return { from: (((to - catchUpSeconds) % WEEK_SECONDS) + WEEK_SECONDS) % WEEK_SECONDS, to };
}

/** The last moment at or before `now` that is her moment of the week. */
export function lastWeeklyMoment(signupDate: Date, now: Date): Date {
  const since = (now.getTime() - signupDate.getTime()) % WEEK_MS;
  return new Date(now.getTime() - (since >= 0 ? since : since + WEEK_MS));
}

/** ISO 8601 week of a moment in UTC, `2026-W48`: the key that keeps her to one update a week. */
export function isoWeek(moment: Date): string {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of the same week decides the year the week belongs to.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** A member whose moment of the week has come, with what her search looks for. */
export interface WeeklyCandidate {
  readonly recipient: ReminderRecipient;
  readonly gender: Gender;
  readonly sexuality: Sexuality;
  readonly country: string;
  readonly region: string;
}

/** The week an update covers: the seven days up to her moment. */
export interface UpdateWeek {
  readonly from: Date;
  readonly to: Date;
  /** ISO week of `to`: consecutive moments a week apart always fall in consecutive ISO weeks. */
  readonly week: string;
}

/**
 * Her update is due when her moment came within the last `catchUp` seconds (a run that was late still sends it, one
 * after a longer outage waits for next week), she has been a member for a week at least, and she wants it.
 */
export function weeklyUpdateDue(candidate: WeeklyCandidate, now: Date, catchUpSeconds: Seconds): UpdateWeek | null {
  const { recipient } = candidate;
  const to = lastWeeklyMoment(recipient.signupDate, now);
  if (now.getTime() - to.getTime() >= catchUpSeconds * 1000) return null;
  if (to.getTime() - recipient.signupDate.getTime() < WEEK_MS) return null;
  if (!mayRemind(recipient, 'weekly_updates')) return null;
  return { from: new Date(to.getTime() - WEEK_MS), to, week: isoWeek(to) };
}

/** What happened for her in the week. */
export interface WeekSummary {
  /** Likes she received (from members others may see). */
  readonly likes: number;
  /** Likes that made a match (hers or theirs came last in the week). */
  readonly matches: number;
  /**
   * Members who viewed her profile in the week, by their latest view, as her list of visitors shows them (decision
   * 0068: never an invisible one, never one blocked either way; `ProfileViews.countBetween`).
   */
  readonly visitors: number;
  /** New members her default search finds: the gender she looks for, her country and region (decision 0021). */
  readonly newMembersNearby: number;
}

/** Only a week with something to tell is mailed. */
export const worthTelling = (summary: WeekSummary): boolean => summary.likes + summary.matches + summary.visitors + summary.newMembersNearby > 0;

/** What her week's new members are counted by: her default search (the gender her own gender and sexuality point to). */
export const nearbyCriteria = (candidate: WeeklyCandidate): { gender?: Gender; country: string; region: string } => ({
  gender: soughtGender(candidate.gender, candidate.sexuality),
  country: candidate.country,
  region: candidate.region,
});

export const weeklyKey = (candidate: WeeklyCandidate, week: UpdateWeek): ReminderKey => ({ memberId: candidate.recipient.id, kind: 'weekly_update', key: week.week });

/** Counts up to 99 are told as they are; more as 99 (the copy says "99+" where it matters). */
export const SUMMARY_COUNT_CAP = 99;

/**
 * The mail of her week. Its button opens what matters most: her likes when she has new likes or matches, else her
 * visitors when someone looked, else the new members. The visitors' line links to her visitors whatever the button.
 */
export function weeklyUpdateMail(candidate: WeeklyCandidate, summary: WeekSummary, links: DomainPageLinks): OutgoingMail {
  const link = summary.likes + summary.matches > 0 ? links.to('likes') : summary.visitors > 0 ? links.to('visitors') : links.to('members');
  return {
    ...mailTo(candidate.recipient, links.domain),
    template: 'weekly_update',
    link,
    counts: {
      likes: summary.likes,
      matches: summary.matches,
      visitors: Math.min(summary.visitors, SUMMARY_COUNT_CAP),
      nearby: Math.min(summary.newMembersNearby, SUMMARY_COUNT_CAP),
    },
    ...(summary.visitors > 0 ? { lineLinks: { visitors: links.to('visitors') } } : {}),
  };
}

export interface WeeklyCandidates {
  /**
   * Members whose moment of the week (weeklySlot) lies in the window, who may get an update, have been members for a
   * week and have no update (or quiet week) logged in the last six days; ordered by member id, only after `after`.
   */
  weeklyDue(slots: { from: number; to: number }, now: Date, after: MemberId | null, limit: number): Promise<WeeklyCandidate[]>;
  summary(member: MemberId, nearby: { gender?: Gender; country: string; region: string }, week: { from: Date; to: Date }): Promise<WeekSummary>;
}

/** The weekly update job: each member, at her moment of the week, gets what happened for her, once a week. */
export class SendWeeklyUpdates {
  constructor(
    private readonly deps: {
      candidates: WeeklyCandidates;
      transactions: ReminderTransactions;
      pageLinks: PageLinks;
      clock: Clock;
      domain: string;
      /** How late a run may be and still send a member's update of this week (config). */
      catchUpSeconds: Seconds;
      batchSize?: number;
    },
  ) {}

  async run(): Promise<string | undefined> {
    const { candidates, clock, catchUpSeconds } = this.deps;
    const now = clock.now();
    const batch = this.deps.batchSize ?? REMINDER_BATCH;
    const links = await this.deps.pageLinks.of(this.deps.domain);
    let sent = 0;
    let skipped = 0;
    let after: MemberId | null = null;
    for (;;) {
      const members = await candidates.weeklyDue(slotWindow(now, catchUpSeconds), now, after, batch);
      for (const candidate of members) {
        const week = weeklyUpdateDue(candidate, now, catchUpSeconds);
        if (!week) {
          skipped += 1;
          continue;
        }
        const summary = await candidates.summary(candidate.recipient.id, nearbyCriteria(candidate), week);
        // A quiet week is logged too, without a mail: the runs of the rest of her catch-up window need not count again.
        const mail = worthTelling(summary) ? weeklyUpdateMail(candidate, summary, links) : null;
        if (mail && (await sendOnce(this.deps.transactions, [weeklyKey(candidate, week)], mail, now))) sent += 1;
        else {
          if (!mail) await sendOnce(this.deps.transactions, [weeklyKey(candidate, week)], null, now);
          skipped += 1;
        }
      }
      const last = members.at(-1);
      if (members.length < batch || !last) break;
      after = last.recipient.id;
    }
    return describeRun({ sent, skipped });
  }
}
