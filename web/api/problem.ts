import type { ApiError } from '../../bff/contract/api-types';
import type { EndpointName } from '../../bff/contract/endpoints';

/**
 * Why something did not work, as the stores keep it: a code of bff/contract/error-catalogue.ts (or NO_ANSWER), the call
 * it came from, and what the answer said of the field at fault. web/api/error-text.ts turns it into words.
 */
export interface Problem {
  readonly code: string;
  readonly action?: EndpointName;
  readonly field?: string;
  readonly reason?: string;
  /** How long to wait: a lockout's minutes, or a 429's retry_after in whole minutes. */
  readonly minutes?: number;
  /** An account_suspended's end (ISO) or `for_good` (decision 0084). */
  readonly until?: string;
}

/** No answer came: the network failed or every retry did. Not a catalogue code, so its text is the generic one. */
export const NO_ANSWER = 'no_answer';

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The error body of an answer as a problem. */
export function problemFrom(error: ApiError, action?: EndpointName): Problem {
  const details = error as ApiError & { minutes?: unknown; retry_after?: unknown; until?: unknown };
  const retryAfter = number(details.retry_after);
  const minutes = number(details.minutes) ?? (retryAfter !== undefined ? Math.max(1, Math.ceil(retryAfter / 60)) : undefined);
  return {
    code: error.error,
    ...(action ? { action } : {}),
    ...(error.field ? { field: error.field } : {}),
    ...(error.reason ? { reason: error.reason } : {}),
    ...(minutes !== undefined ? { minutes } : {}),
    ...(typeof details.until === 'string' ? { until: details.until } : {}),
  };
}

/** A field at fault, found before sending (the contract's schema, the domain's rules) or named by the answer. */
export const fieldProblem = (field: string, reason: string): Problem => ({ code: 'invalid_input', field, reason });
