import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { isDomainError } from '../../domain/shared/domain-error';
import { DOMAIN_ERROR_STATUS as STATUS_OF } from '../contract/error-catalogue';
import { InputError } from './input-error';
import { contextOf } from './request-context';
import { lastResortDocument } from '../ssr/last-resort-document';
import { resolveLocale } from '../../web/i18n/locale';

/** Express's sendFile and the body parser say so with ECONNABORTED when the client closed the connection first. */
function abortedByClient(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ECONNABORTED';
}

/** A browser asking for a page (not the API, not a file): it gets a page back, even when everything else failed. */
const isPageRequest = (req: Parameters<ErrorRequestHandler>[1]): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') && !req.originalUrl.startsWith('/api/') && req.accepts(['json', 'html']) === 'html';

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
    if (abortedByClient(error)) {
      // The browser went away (a page left, a download cancelled) before the answer was read: nothing failed here,
      // and nobody is left to answer.
      logger.info({ code: error.code, requestId, path: req.path }, 'request aborted by the client');
      res.destroy();
      return;
    }
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status < 500) {
      // body-parser: malformed JSON (400), too large (413), wrong charset (415).
      res.status(status).json({ error: status === 413 ? 'payload_too_large' : 'invalid_body', field: 'body', request_id: requestId });
      return;
    }
    logger.error({ err: error, requestId, path: req.path }, 'request failed');
    if (res.headersSent) return;
    if (isPageRequest(req)) {
      // A page failed before its error page could render (SPEC §8): the last resort, in her language, not JSON.
      const locale = resolveLocale(req.headers.cookie, contextOf(res).settings?.domain_language ?? '');
      res.status(500).type('html').set('Cache-Control', 'no-store').send(lastResortDocument(locale, requestId));
      return;
    }
    res.status(500).json({ error: 'server_error', request_id: requestId });
  };
}
