import type { RequestHandler, Response } from 'express';
import type { SignedInOperator } from '../../domain/operators/current-operator';
import { OPERATOR_SESSION_HOURS } from '../../domain/operators/operator-session-lifetime';
import { may, type OperatorAction } from '../../domain/operators/permissions';
import type { CurrentOperator } from '../../domain/operators/current-operator';
import { contextOf } from './request-context';
import { readCookie } from './session-cookie';

/**
 * Decision 0070: the operator's session cookie, apart from the member's. The same token under two cookies, one at
 * Path=/admin (the pages) and one at Path=/api/admin (the calls), so no member page or call ever carries it;
 * HttpOnly, SameSite=Strict, Secure in production, no longer than the session (8 hours; the server ends it after 30
 * idle minutes).
 */
export const OPERATOR_COOKIE = 'hs_operator';
export const OPERATOR_COOKIE_PATHS = ['/admin', '/api/admin'] as const;

export function setOperatorCookie(res: Response, token: string, secure: boolean): void {
  for (const path of OPERATOR_COOKIE_PATHS) {
    res.cookie(OPERATOR_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path, maxAge: OPERATOR_SESSION_HOURS * 60 * 60 * 1000 });
  }
}

export function clearOperatorCookie(res: Response, secure: boolean): void {
  for (const path of OPERATOR_COOKIE_PATHS) res.clearCookie(OPERATOR_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path });
}

/** What the operator middleware found, on res.locals beside the request context. */
export interface OperatorContext {
  operatorToken?: string;
  operator?: SignedInOperator;
}

export const operatorContextOf = (res: Response): OperatorContext => res.locals as OperatorContext;

/** Finds the operator behind the operator cookie (a full session's idle end moves on). */
export function operatorSession(deps: { currentOperator: CurrentOperator }): RequestHandler {
  return async (req, res, next) => {
    const token = readCookie(req.headers.cookie, OPERATOR_COOKIE);
    if (token) {
      const operator = await deps.currentOperator.run(token);
      if (operator) Object.assign(operatorContextOf(res), { operatorToken: token, operator });
    }
    next();
  };
}

/**
 * Only a full operator session passes, and with `action` only a role that may do it: a visitor gets 401, a member
 * 403 (her session never opens the back office), an operator whose role may not 403.
 */
export function requireOperator(action?: OperatorAction): RequestHandler {
  const guard: RequestHandler = (_req, res, next) => {
    const signedIn = operatorContextOf(res).operator;
    if (!signedIn || signedIn.stage !== 'full') {
      const member = contextOf(res).memberId !== undefined;
      res.status(member ? 403 : 401).json({ error: member ? 'forbidden' : 'operator_required' });
      return;
    }
    if (action && !may(signedIn.actor, action)) {
      res.status(403).json({ error: 'forbidden' });
      return;
    }
    next();
  };
  return Object.assign(guard, { [GUARDED_BY]: action ?? 'signed_in' });
}

/** The mark a route's guard carries: the action it requires (or only a full session), read by the access sweep's test. */
export const GUARDED_BY = Symbol('guarded by');

/** What a handler of a route requires, if it is the operator guard. */
export const guardOf = (handler: unknown): OperatorAction | 'signed_in' | undefined =>
  typeof handler === 'function' ? (handler as unknown as { [GUARDED_BY]?: OperatorAction | 'signed_in' })[GUARDED_BY] : undefined;
