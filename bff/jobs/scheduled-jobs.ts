import type { AppDependencies } from '../app-dependencies';
import type { Config } from '../config';
import { siteDomainsOf } from '../site-domains';
import type { ReminderJobs } from './reminder-jobs';
import type { ScheduledJob } from './scheduler';

/**
 * Every schedule of the product, run by the job runner once per interval across the cluster (decision 0042).
 * - The purge deletes accounts past their 14-day reactivation window (decision 0010).
 * - The payment sweeper asks the gateway about payments whose webhook may have been lost (decision 0036).
 * - Suspensions whose period ended are lifted and audited as the system (decision 0079), not only at her next login.
 * - The reminders of issue 23 (decision 0059): unread messages, weekly updates, the time-bonus promotion and the photo
 *   reminder, each once per member and occasion whatever runs it twice.
 */
export function scheduledJobsOf(
  dependencies: Pick<AppDependencies, 'accounts' | 'payments' | 'operators'>,
  config: Pick<Config, 'purgeIntervalSeconds' | 'paymentSweepIntervalSeconds' | 'reminders' | 'suspensionLiftIntervalSeconds' | 'domainUrls' | 'host' | 'port'>,
  reminders?: ReminderJobs,
): ScheduledJob[] {
  const reminderJobs: ScheduledJob[] = reminders
    ? [
        { name: 'unread-message-reminders', intervalSeconds: config.reminders.unreadIntervalSeconds, run: () => reminders.unreadReminders.run() },
        { name: 'weekly-updates', intervalSeconds: config.reminders.weeklyIntervalSeconds, run: () => reminders.weeklyUpdates.run() },
        { name: 'time-bonus-promotion', intervalSeconds: config.reminders.promotionIntervalSeconds, run: () => reminders.timeBonusPromotion.run() },
        { name: 'photo-reminder', intervalSeconds: config.reminders.photoIntervalSeconds, run: () => reminders.photoReminder.run() },
      ]
    : [];
  return [
    {
      name: 'purge-deleted-accounts',
      intervalSeconds: config.purgeIntervalSeconds,
      run: async () => {
        const purged = await dependencies.accounts.purgeDeletedAccounts.run();
        return purged > 0 ? `purged ${purged}` : undefined;
      },
    },
    {
      name: 'sweep-unsettled-payments',
      intervalSeconds: config.paymentSweepIntervalSeconds,
      run: async () => {
        const swept = await dependencies.payments.sweepUnsettledPayments.run();
        return swept.moved > 0 || swept.failed > 0 ? `moved ${swept.moved}, failed ${swept.failed}` : undefined;
      },
    },
    {
      name: 'lift-ended-suspensions',
      intervalSeconds: config.suspensionLiftIntervalSeconds,
      run: async () => {
        const lifted = await dependencies.operators.liftEndedSuspensions.run(siteDomainsOf(config)[0]!.name);
        return lifted > 0 ? `lifted ${lifted}` : undefined;
      },
    },
    ...reminderJobs,
  ];
}
