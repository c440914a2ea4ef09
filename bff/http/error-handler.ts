import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { isDomainError, type DomainErrorCode } from '../../domain/shared/domain-error';
import { InputError } from './input-error';
import { contextOf } from './request-context';

/** The only place that knows which status each domain error gets. */
export const STATUS_OF: Record<DomainErrorCode, number> = {
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
  signups_closed: 403,
  link_invalid: 400,
  email_not_found: 404,
  reset_limit: 429,
  rate_limited: 429,
  photo_limit: 403,
  wrong_password: 400,
  not_confirmed: 403,
};

/** Expected failures get their status and code; anything else is a 500 with the request id and no stack. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const requestId = contextOf(res).requestId;
    if (isDomainError(error)) {
      const retryAfter = error.details?.retry_after;
      if (typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
      res.status(STATUS_OF[error.code]).json({ error: error.code, field: error.field, reason: error.field ? error.message : undefined, ...error.details });
      return;
    }
    if (error instanceof InputError) {
      res.status(400).json({ error: 'invalid_input', field: error.field, reason: error.reason });
      return;
    }
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status < 500) {
      // body-parser: malformed JSON (400), too large (413), wrong charset (415).
      res.status(status).json({ error: status === 413 ? 'payload too large' : 'invalid request body', field: 'body', request_id: requestId });
      return;
    }
    logger.error({ err: error, requestId, path: req.path }, 'request failed');
    if (res.headersSent) return;
    res.status(500).json({ error: 'Er is een fout opgetreden, probeer het later opnieuw.', request_id: requestId });
  };
}
