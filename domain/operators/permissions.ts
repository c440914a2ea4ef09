import type { Actor } from './actor';
import type { OperatorRole } from './roles';

/** Everything an operator can do in the back office (issue 25), by name: the permission rule and the audit speak it. */
export const OPERATOR_ACTIONS = [
  'dashboard.view',
  'reports.work',
  'photos.moderate',
  'members.view',
  'members.edit',
  'members.suspend',
  'mail.resend',
  'gdpr.handle',
  'payments.view',
  'payments.refund',
  'credits.correct',
  'discounts.edit',
  'settings.edit',
  'operators.manage',
  'audit.view',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

/**
 * What each role may do. The admin may do everything; the others only their own work, and what that work needs to
 * see: a moderator who suspends a member sees her account, finance sees a member's payments and ledger through
 * members.view. Only the admin manages operators and settings and reads the audit trail.
 */
export const ROLE_ACTIONS: Readonly<Record<OperatorRole, readonly OperatorAction[]>> = {
  admin: OPERATOR_ACTIONS,
  moderator: ['dashboard.view', 'reports.work', 'photos.moderate', 'members.view', 'members.suspend'],
  support: ['dashboard.view', 'members.view', 'members.edit', 'mail.resend', 'gdpr.handle'],
  finance: ['dashboard.view', 'members.view', 'payments.view', 'payments.refund', 'credits.correct', 'discounts.edit'],
};

/** Whether an actor may do an action of the back office: only an operator, and only what her role allows. */
export function may(actor: Actor, action: OperatorAction): boolean {
  if (actor.kind === 'console') return action === 'operators.manage';
  if (actor.kind !== 'operator') return false;
  return ROLE_ACTIONS[actor.role].includes(action);
}
