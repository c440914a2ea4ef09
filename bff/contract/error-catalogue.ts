import type { DomainErrorCode } from '../../domain/shared/domain-error';

/**
 * Every error code /api answers with, and its HTTP status: the one catalogue of both. Domain errors are the failures
 * a use case documents; the HTTP errors are the request's own faults, found before any use case runs.
 * The web turns each code into text in one place (web/api/error-text.ts).
 */
export const DOMAIN_ERROR_STATUS = {
  invalid_input: 400,
  not_found: 404,
  login_failed: 401,
  login_locked: 429,
  email_taken: 409,
  insufficient_credits: 402,
  conversation_limit: 403,
  blocked: 403,
  premium_only: 403,
  account_deleted: 409,
  account_suspended: 403,
  signups_closed: 403,
  link_invalid: 400,
  reset_limit: 429,
  rate_limited: 429,
  photo_limit: 403,
  wrong_password: 400,
  not_confirmed: 403,
  swipe_limit: 403,
  code_not_found: 404,
  code_used: 409,
  code_invalid: 422,
  payment_failed: 402,
  direct_debit_blocked: 403,
  direct_debit_limit: 403,
  sms_code_invalid: 400,
} as const satisfies Record<DomainErrorCode, number>;

/** SPEC §8: a 403 whose body says this logs the member out (the web's API client). */
export const AUTHENTICATION_REQUIRED = 'authentication required';

export const HTTP_ERROR_STATUS = {
  [AUTHENTICATION_REQUIRED]: 403,
  cross_site_request: 403,
  invalid_body: 400,
  payload_too_large: 413,
  request_in_progress: 409,
  idempotency_key_reused: 422,
  server_error: 500,
} as const;

export type HttpErrorCode = keyof typeof HTTP_ERROR_STATUS;
export type ErrorCode = DomainErrorCode | HttpErrorCode;

export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = { ...DOMAIN_ERROR_STATUS, ...HTTP_ERROR_STATUS };

export const ERROR_CODES = Object.keys(ERROR_STATUS) as readonly ErrorCode[];

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_STATUS, code);
