import type { MemberStatus } from './member';
import type { ProfileStatus } from '../profiles/profile';

/** What the activation reminder asks of a member (SPEC §4). */
export interface ReminderViewer {
  readonly status: MemberStatus;
  readonly profileStatus: ProfileStatus;
  /** Why her mail is stopped (fbl, bounce, list unsubscribe), if it is. */
  readonly notificationsDisabled: readonly string[];
}

/**
 * SPEC §4: a member who has not confirmed her email — profile status disabled, seen by nobody — and whose mail is not
 * stopped is reminded to confirm it. A stopped mail gets the disabled-notifications alert instead (a new mail would
 * not reach her).
 */
export const activationReminderDue = (viewer: ReminderViewer): boolean =>
  viewer.status === 'not_confirmed' && viewer.profileStatus === 'disabled' && viewer.notificationsDisabled.length === 0;

/** The two forms of the reminder (SPEC §4): a modal on a smartphone right after signup (api_signup_complete), else an alert. */
export type ReminderForm = 'modal' | 'alert';

export const activationReminderForm = (afterSignup: boolean, smartphone: boolean): ReminderForm => (afterSignup && smartphone ? 'modal' : 'alert');
