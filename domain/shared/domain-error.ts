/** Codes of failures a member can cause. The bff maps each to an HTTP status; the web shows the localised text. */
export type DomainErrorCode =
  | 'invalid_input'
  | 'not_found'
  | 'login_failed'
  | 'login_locked'
  | 'email_taken'
  | 'insufficient_credits'
  | 'conversation_limit'
  | 'blocked'
  | 'premium_only'
  | 'account_deleted'
  /** Suspended by a moderator (decision 0072): no login until the suspension ends. */
  | 'account_suspended'
  | 'signups_closed'
  | 'link_invalid'
  | 'reset_limit'
  | 'rate_limited'
  | 'photo_limit'
  | 'wrong_password'
  | 'not_confirmed'
  | 'swipe_limit'
  | 'code_not_found'
  | 'code_used'
  | 'code_invalid'
  | 'payment_failed'
  | 'direct_debit_blocked'
  | 'direct_debit_limit'
  | 'sms_code_invalid';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** The input field at fault, when there is one. */
  readonly field?: string;
  readonly details?: Readonly<Record<string, string | number>>;

  constructor(code: DomainErrorCode, options: { field?: string; message?: string; details?: Record<string, string | number> } = {}) {
    super(options.message ?? code);
    this.name = 'DomainError';
    this.code = code;
    this.field = options.field;
    this.details = options.details;
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
