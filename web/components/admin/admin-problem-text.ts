import type { AdminProblem } from '../../admin/admin-api';
import type { MessageKey } from '../../i18n/message-key';
import type { useT } from '../../i18n/use-t';

const CODE_TEXT: Readonly<Record<string, MessageKey>> = {
  login_failed: 'admin.error.login_failed',
  login_locked: 'admin.error.login_locked',
  code_invalid: 'admin.error.code_invalid',
  operator_required: 'admin.error.operator_required',
  forbidden: 'admin.error.forbidden',
  balance_below_zero: 'admin.error.balance_below_zero',
  already_confirmed: 'admin.error.already_confirmed',
  already_resolved: 'admin.error.already_resolved',
  not_found: 'admin.error.not_found',
  last_admin: 'admin.error.last_admin',
  already_deleted: 'admin.error.already_deleted',
  already_erased: 'admin.error.already_erased',
  not_refundable: 'admin.error.not_refundable',
  refund_failed: 'admin.error.refund_failed',
  not_suspended: 'admin.error.not_suspended',
  setup_link_invalid: 'admin.error.setup_link_invalid',
  already_set_up: 'admin.error.already_set_up',
  too_many_attempts: 'admin.error.too_many_attempts',
  email_taken: 'admin.error.email_taken',
};

/** Decision 0079: a field refused for a reason of its own (`field:reason`, or the field alone for the page's own check). */
const FIELD_TEXT: Readonly<Record<string, MessageKey>> = {
  email: 'admin.error.email_invalid',
  'email:invalid': 'admin.error.email_invalid',
  'email:taken': 'admin.error.email_taken_member',
  'email:unchanged': 'admin.error.email_unchanged',
  confirm: 'admin.error.confirm_mismatch',
  'confirm:mismatch': 'admin.error.confirm_mismatch',
  'amount:exceeds_refundable': 'admin.error.refund_amount',
  'amount:invalid': 'admin.error.refund_amount',
  days: 'admin.report.daysRange',
  // Decision 0083: a new operator's fields and her first password.
  name: 'admin.error.name_required',
  role: 'admin.error.role_invalid',
  'password:too_short': 'admin.error.password_too_short',
  'password:too_long': 'admin.error.password_too_long',
  'password:too_common': 'admin.error.password_too_common',
  password: 'admin.error.password_too_short',
  'days:out_of_range': 'admin.report.daysRange',
};

/** A back office refusal in words (catalogue area `admin`): a field left empty, or the code's text. */
export function adminProblemText(t: ReturnType<typeof useT>, problem: AdminProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (problem.error === 'invalid_input') {
    const own = problem.field && (FIELD_TEXT[`${problem.field}:${problem.reason ?? ''}`] ?? FIELD_TEXT[problem.field]);
    return t(own || 'admin.error.required');
  }
  const key = CODE_TEXT[problem.error];
  return key ? t(key, { minutes: problem.minutes ?? 0 }) : t('admin.error.generic');
}
