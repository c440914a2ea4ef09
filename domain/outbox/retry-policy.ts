/** Attempts before a row is dead: with the delays below, about a day and a half of trying. */
export const OUTBOX_MAX_ATTEMPTS = 17;

/** The wait after a first failure, before jitter (doubling from there). */
export const FIRST_RETRY_SECONDS = 10;
const MAX_DELAY_SECONDS = 6 * 3600;

/**
 * Seconds to wait after failed attempt number `attempt` (1-based): exponential (10 s, 20 s, 40 s… by default) up to six hours,
 * with "equal jitter" — half the delay fixed, half drawn from `fraction` in [0, 1) — so rows that failed together
 * (a mail server down for a minute) do not all come back in the same second.
 */
export function retryDelaySeconds(attempt: number, fraction: number, firstRetrySeconds = FIRST_RETRY_SECONDS): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const delay = Math.min(MAX_DELAY_SECONDS, firstRetrySeconds * 2 ** exponent);
  const jitter = Math.min(Math.max(fraction, 0), 0.999_999);
  return delay / 2 + (delay / 2) * jitter;
}

/** Whether attempt number `attempt` was the last one. */
export const isLastAttempt = (attempt: number): boolean => attempt >= OUTBOX_MAX_ATTEMPTS;
