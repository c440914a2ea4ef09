import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Clock } from '../../domain/shared/clock';
import type { IdempotencyKeys } from '../../domain/shared/idempotency';
import { InputError } from './input-error';
import { contextOf } from './request-context';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY = /^[A-Za-z0-9_-]{16,128}$/;

/** The same call: method, path and body. A key sent again with another call is refused. */
const fingerprintOf = (method: string, path: string, body: unknown): string =>
  createHash('sha256').update(`${method} ${path} ${JSON.stringify(body ?? null)}`).digest('base64url');

/**
 * Makes a member's call that spends or sends safe to retry (docs/api.md "Idempotency keys"). With an
 * `Idempotency-Key`, the first request with the key does the work and its answer is kept for 24 hours; a repeat gets
 * that answer again, a repeat while the first is at work gets 409 request_in_progress, and the key with another call
 * 422. A failure of ours (5xx) gives the key back, so a retry may do the work. Without the header the call runs as is.
 */
export function idempotent(deps: { idempotencyKeys: IdempotencyKeys; clock: Clock }): RequestHandler {
  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    const member = contextOf(res).memberId;
    if (key === undefined || member === undefined) return next();
    if (!KEY.test(key)) throw new InputError(IDEMPOTENCY_HEADER, '16 to 128 letters, digits, - or _');

    const claim = await deps.idempotencyKeys.claim(member, key, fingerprintOf(req.method, req.path, req.body), deps.clock.now());
    if (claim.state === 'done') {
      res.set('Idempotent-Replayed', 'true').status(claim.answer.status).json(claim.answer.body);
      return;
    }
    if (claim.state === 'in_flight') {
      res.set('Retry-After', '1').status(409).json({ error: 'request_in_progress' });
      return;
    }
    if (claim.state === 'mismatch') {
      res.status(422).json({ error: 'idempotency_key_reused', field: IDEMPOTENCY_HEADER });
      return;
    }
    keepAnswer(res, (status, body) =>
      status >= 500 ? deps.idempotencyKeys.release(member, key) : deps.idempotencyKeys.complete(member, key, { status, body }),
    );
    next();
  };
}

/** Stores the answer before it is sent: a retry that arrives after the answer always finds it. */
function keepAnswer(res: Response, store: (status: number, body: unknown) => Promise<void>): void {
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    store(res.statusCode, body).then(
      () => send(body),
      () => send(body),
    );
    return res;
  };
}
