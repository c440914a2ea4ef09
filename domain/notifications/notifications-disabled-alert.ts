import { notificationsDisabledFrom, type NotificationsDisabledReason } from './email-preferences';

/**
 * SPEC §4: the member alerts (activation, profile photo, push, disabled notifications) are not shown on the signup,
 * notifications, directdebit, premium and activate-done routes, nor on the activation pages themselves. One list for
 * every alert, used by the server's render and the browser's alike.
 */
export const PATHS_WITHOUT_MEMBER_ALERTS: readonly string[] = ['/signup', '/complete-signup', '/notifications', '/directdebit', '/premium', '/activate/done', '/activate/error'];

/** Whether the member alerts stay off on this path (and on the `more` paths one alert adds, with what lies below them). */
export const memberAlertsHiddenOn = (path: string, more: readonly string[] = []): boolean =>
  [...PATHS_WITHOUT_MEMBER_ALERTS, ...more].some((prefix) => path === prefix || path.startsWith(prefix + '/'));

/** Which reason the alert names when there are several: the one she must act on first (a bounce needs a new address). */
const FIRST: readonly NotificationsDisabledReason[] = ['bounce', 'fbl', 'unsubscribe'];

/**
 * The disabled-notifications alert of SPEC §4 (decision 0057): shown to a member whose notifications_disabled is not
 * empty, except on the routes above and once she dismissed it (a dismissal is kept as a timestamp and hides it for
 * good). Answers the reason it names, or null when it is not shown.
 */
export function notificationsDisabledAlert(input: {
  readonly notificationsDisabled: readonly string[] | undefined;
  readonly path: string;
  /** When she dismissed it, ms; null or undefined when never. */
  readonly dismissedAt: number | null | undefined;
}): NotificationsDisabledReason | null {
  if (input.dismissedAt !== null && input.dismissedAt !== undefined && input.dismissedAt > 0) return null;
  if (memberAlertsHiddenOn(input.path)) return null;
  const reasons = notificationsDisabledFrom(input.notificationsDisabled ?? []);
  return FIRST.find((reason) => reasons.includes(reason)) ?? null;
}
