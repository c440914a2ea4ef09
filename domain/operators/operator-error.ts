/**
 * Failures of the back office, apart from the members' DomainError codes (whose texts every member page loads):
 * the admin router maps each to its status, the admin pages show their own texts (catalogue area `admin`).
 */
export type OperatorErrorCode =
  /** No operator session (or only a half one where a full one is needed): 401. */
  | 'operator_required'
  /** An operator whose role may not do this, or a member: 403. */
  | 'forbidden'
  /** Email and password do not match an operator: 401. */
  | 'login_failed'
  /** Too many attempts; `minutes` and `retry_after` say how long: 429. */
  | 'login_locked'
  /** The six-digit code or the recovery code is wrong, used, or out of its window: 401. */
  | 'code_invalid'
  /** The email belongs to an operator already: 409. */
  | 'email_taken'
  /** A field does not fit; `field` names it: 400. */
  | 'invalid_input'
  /** A report resolved already (by another moderator first): 409. */
  | 'already_resolved'
  /** No such member (or one deleted): 404. */
  | 'not_found'
  /** A credit correction would take her balance below zero; `balance` says what she has: 409. */
  | 'balance_below_zero'
  /** An activation mail for a member who confirmed her address already: 409. */
  | 'already_confirmed'
  /** Decision 0076: a payment that cannot be refunded or reversed (not completed, another provider, reversed, refunded in full); `why` says which: 409. */
  | 'not_refundable'
  /** Decision 0076: the payment provider refused the refund or did not answer; nothing moved: 502. */
  | 'refund_failed'
  /** Decision 0079: deleting a member who deleted her account already (or was erased): 409. */
  | 'already_deleted'
  /** Decision 0079: erasing a member whose personal data was erased already: 409. */
  | 'already_erased'
  /** Decision 0077: the change would hide the disclosure of the fictional profiles; `field` names the setting: 409. */
  | 'fictional_disclosure_required'
  /** Decision 0077: the change would leave no active admin: 409. */
  | 'last_admin'
  /** Decision 0072: lifting the suspension of a member who is not suspended (lifted already, or ended): 409. */
  | 'not_suspended'
  /** Decision 0083: a set-up link that is unknown, expired or spent already: 410. */
  | 'setup_link_invalid'
  /** Decision 0083: a new set-up link for an operator who has set her password already: 409. */
  | 'already_set_up'
  /** Decision 0083: too many set-up attempts from one address; `retry_after` says how long: 429. */
  | 'too_many_attempts';

export class OperatorError extends Error {
  readonly code: OperatorErrorCode;
  readonly field?: string;
  readonly details?: Readonly<Record<string, string | number>>;

  constructor(code: OperatorErrorCode, options: { field?: string; message?: string; details?: Record<string, string | number> } = {}) {
    super(options.message ?? code);
    this.name = 'OperatorError';
    this.code = code;
    this.field = options.field;
    this.details = options.details;
  }
}

export const isOperatorError = (error: unknown): error is OperatorError => error instanceof OperatorError;
