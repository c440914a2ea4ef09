import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { contextOf } from './request-context';

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

const LOGGER = Symbol('the logger of requestLog');
const CHILD = Symbol('the request’s child logger');
const STARTED = Symbol('when the request came in');

interface LoggedRequest extends IncomingMessage {
  [LOGGER]?: Logger;
  [CHILD]?: Logger;
  [STARTED]?: number;
}

/** What the logger's req serializer (bff/logger.ts safeRequest) takes: the URL is redacted there, headers dropped. */
const requestFields = (req: LoggedRequest) => ({
  id: req.id,
  method: req.method,
  url: (req as { originalUrl?: string }).originalUrl ?? req.url,
  remoteAddress: req.socket.remoteAddress,
  headers: { 'user-agent': req.headers['user-agent'] },
});

/** `req.log`, made on first use: most requests log nothing but their one line, which needs no child logger. */
function childLogger(this: LoggedRequest): Logger {
  const logger = this[LOGGER];
  if (!logger) throw new Error('req.log of a request requestLog did not see');
  return (this[CHILD] ??= logger.child({ req: requestFields(this) }));
}

/** The prototypes (one per Express app) that carry the `log` accessor. */
const withLogAccessor = new WeakSet<object>();

/** One line per answered request, as pino-http writes it ("request completed" / "request errored"). */
function logAnswer(this: ServerResponse): void {
  const req = this.req as LoggedRequest;
  const logger = req[LOGGER]!;
  const responseTime = Date.now() - req[STARTED]!;
  const fields = { req: requestFields(req), res: { statusCode: this.statusCode }, responseTime };
  if (this.statusCode >= 500) logger.info({ ...fields, err: new Error(`failed with status code ${this.statusCode}`) }, 'request errored');
  else logger.info(fields, 'request completed');
}

/**
 * The request id (X-Request-Id both ways, `req.id` and the request context), `req.log`, and one line per answered
 * request with its status and time (at info; files under /assets and /media are not logged). Nothing is made per
 * request that the request does not use: `req.log` is an accessor of the app's request prototype that makes the
 * child logger when something logs, and the line is written on 'close' (after 'finish', or when the client went
 * away) by one shared listener.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    contextOf(res).requestId = id;
    res.setHeader('X-Request-Id', id);
    const logged = req as LoggedRequest;
    logged[LOGGER] = logger;
    const prototype = Object.getPrototypeOf(req) as object;
    if (!withLogAccessor.has(prototype)) {
      Object.defineProperty(prototype, 'log', { configurable: true, enumerable: false, get: childLogger });
      withLogAccessor.add(prototype);
    }
    if (logger.isLevelEnabled('info') && !NOT_LOGGED.test(req.url)) {
      logged[STARTED] = Date.now();
      res.once('close', logAnswer);
    }
    next();
  };
}
