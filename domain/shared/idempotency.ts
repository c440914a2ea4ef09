import type { MemberId } from './ids';

/** An answer as it was given, to give again. */
export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** What is known of a key when a request claims it. */
export type IdempotencyClaim =
  /** The key is this request's now: do the work, then complete or release it. */
  | { readonly state: 'claimed' }
  /** Another request with this key is still at work. */
  | { readonly state: 'in_flight' }
  /** The work was done: give the same answer again. */
  | { readonly state: 'done'; readonly answer: StoredAnswer }
  /** The key was used for a different request. */
  | { readonly state: 'mismatch' };

/** How long a member's key keeps its answer. */
export const IDEMPOTENCY_HOURS = 24;

/**
 * Keys a member's client puts on a call that spends or sends, one per action (an `Idempotency-Key`). A retry of a
 * call whose answer was lost gets the first answer again instead of doing the work twice.
 */
export interface IdempotencyKeys {
  /** Claims the key atomically: exactly one of any number of parallel requests gets `claimed`. */
  claim(member: MemberId, key: string, fingerprint: string, now: Date): Promise<IdempotencyClaim>;
  complete(member: MemberId, key: string, answer: StoredAnswer): Promise<void>;
  /** Gives the key back after a failure that changed nothing, so a retry may do the work. */
  release(member: MemberId, key: string): Promise<void>;
}
