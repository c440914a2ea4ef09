/**
 * Decision 0070: an operator's session is short-lived — 8 hours at most, ended after 30 minutes without a request;
 * half a session (password right, second factor not yet) lasts 10 minutes.
 */
export const OPERATOR_SESSION_HOURS = 8;
export const OPERATOR_IDLE_MINUTES = 30;
export const SECOND_FACTOR_MINUTES = 10;

const MINUTE_MS = 60 * 1000;

export const operatorSessionEnd = (from: Date): Date => new Date(from.getTime() + OPERATOR_SESSION_HOURS * 60 * MINUTE_MS);
export const operatorIdleEnd = (from: Date): Date => new Date(from.getTime() + OPERATOR_IDLE_MINUTES * MINUTE_MS);
export const secondFactorEnd = (from: Date): Date => new Date(from.getTime() + SECOND_FACTOR_MINUTES * MINUTE_MS);
