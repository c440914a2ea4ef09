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
};

/** A back office refusal in words (catalogue area `admin`): a field left empty, or the code's text. */
export function adminProblemText(t: ReturnType<typeof useT>, problem: AdminProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (problem.error === 'invalid_input') return t('admin.error.required');
  const key = CODE_TEXT[problem.error];
  return key ? t(key, { minutes: problem.minutes ?? 0 }) : t('admin.error.generic');
}
