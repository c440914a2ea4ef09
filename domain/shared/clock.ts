/** A day in milliseconds: windows of whole days (reset mails, reactivation, visitors, new members). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Time comes from a port so every rule is testable at any instant. */
export interface Clock {
  now(): Date;
}
