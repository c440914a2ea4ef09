import type { ApiError } from '../../../bff/contract/api-types';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/accounts/password-policy';
import type { MessageKey } from '../../i18n/nl';
import type { useT } from '../../i18n/use-t';

type T = ReturnType<typeof useT>;

const PASSWORD_REASONS = ['too_short', 'too_long', 'too_common', 'invalid'] as const;

/** The signup's password reasons (docs/api.md) as texts. */
export function passwordReasonText(t: T, reason: string | undefined) {
  return (PASSWORD_REASONS as readonly string[]).includes(reason ?? '') ? t(`error.${reason}` as MessageKey) : t('error.invalid');
}

/** Checked in the page before the server sees it; the server checks again. */
export function passwordLengthError(t: T, password: string) {
  if (!password) return t('error.required');
  // The server's rule (domain/accounts/password-policy.ts), counted the same way: in characters.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return t('error.too_short');
  if (length > PASSWORD_MAX_LENGTH) return t('error.too_long');
  return undefined;
}

/** A 429's retry_after in whole minutes (at least 1). */
export function retryMinutes(error: ApiError) {
  const seconds = Number((error as { retry_after?: unknown }).retry_after);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}

/** A 429 as the member reads it: try again in so many minutes. */
export const rateLimitedText = (t: T, error: ApiError) => t('account.rateLimited', { minutes: retryMinutes(error) });

/** Props that tie a control to its error text (Field renders it with id `${id}-error`) and hint. */
export function describedBy(id: string, error: string | undefined, hint?: boolean) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}
