import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    /** This request's id: the caller's X-Request-Id when it is a plain one, else a fresh UUID. */
    id: string;
    /** A child logger bound to this request (method, redacted URL, address: bff/logger.ts's safeRequest). */
    log: Logger;
  }
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;
const NOT_LOGGED = /^\/(assets|media)\//;

/**
 * The request id (X-Request-Id both ways), `req.log`, and one line per answered request, as pino-http writes it
 * ("request completed" / "request errored", with res and responseTime). Unlike pino-http, the per-request child
 * logger is made only when something logs: with the level above info, a request costs no serialising or redaction.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    let child: Logger | undefined;
    // What the logger's req serializer (bff/logger.ts safeRequest) takes: the URL is redacted there, headers dropped.
    const bound = () => ({ id, method: req.method, url: req.originalUrl, remoteAddress: req.socket.remoteAddress, headers: { 'user-agent': req.headers['user-agent'] } });
    Object.defineProperty(req, 'log', { configurable: true, enumerable: false, get: () => (child ??= logger.child({ req: bound() })) });
    if (logger.isLevelEnabled('info') && !NOT_LOGGED.test(req.url)) {
      const start = Date.now();
      const done = (error?: Error) => {
        res.off('finish', done);
        res.off('close', done);
        const responseTime = Date.now() - start;
        if (error || res.statusCode >= 500) {
          const err = error ?? new Error(`failed with status code ${res.statusCode}`);
          req.log.info({ res: { statusCode: res.statusCode }, err, responseTime }, 'request errored');
        } else {
          req.log.info({ res: { statusCode: res.statusCode }, responseTime }, 'request completed');
        }
      };
      res.on('finish', done);
      res.on('close', done);
    }
    next();
  };
}
