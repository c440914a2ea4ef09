import type { Knex } from 'knex';
import { PostgresReminderCandidates, PostgresReminderTransactions } from '../../adapters/postgres/postgres-reminders';
import type { PageLinks } from '../../domain/mail/page-links';
import { photoReminder, SendOnceReminders, timeBonusReminder } from '../../domain/notifications/reminders-once';
import { SendUnreadReminders } from '../../domain/notifications/reminders-unread';
import { SendWeeklyUpdates } from '../../domain/notifications/weekly-update';
import type { Clock } from '../../domain/shared/clock';
import { seconds } from '../../domain/shared/quantities';
import type { Config } from '../config';

/** The reminder jobs' use cases (issue 23, decision 0059), each run by the job runner on its own schedule. */
export interface ReminderJobs {
  readonly unreadReminders: SendUnreadReminders;
  readonly weeklyUpdates: SendWeeklyUpdates;
  readonly timeBonusPromotion: SendOnceReminders;
  readonly photoReminder: SendOnceReminders;
}

/**
 * Made in the composition root over the database: the jobs read candidates with queries of their own and write the
 * reminder log with the outbox row in one transaction. `domain`: the domain the mails link to (members carry none of
 * their own yet: the install's first). `outboxCommitted` wakes this instance's outbox worker after a commit.
 */
export function reminderJobsOf(
  r: { knex: Knex; clock: Clock; pageLinks: PageLinks; domain: string; outboxCommitted: () => void },
  config: Config['reminders'],
): ReminderJobs {
  const candidates = new PostgresReminderCandidates(r.knex);
  const transactions = new PostgresReminderTransactions(r.knex, r.clock, r.outboxCommitted);
  const shared = { candidates, transactions, pageLinks: r.pageLinks, clock: r.clock, domain: r.domain };
  return {
    unreadReminders: new SendUnreadReminders({ ...shared, timing: { delaySeconds: seconds(config.unreadDelaySeconds), maxAgeSeconds: seconds(config.unreadMaxAgeSeconds) } }),
    weeklyUpdates: new SendWeeklyUpdates({ ...shared, catchUpSeconds: seconds(config.weeklyCatchUpSeconds) }),
    timeBonusPromotion: new SendOnceReminders({ ...shared, reminder: timeBonusReminder }),
    photoReminder: new SendOnceReminders({ ...shared, reminder: photoReminder }),
  };
}
