import type { OperatorId } from './actor';

/** Decision 0083: a set-up link lives 24 hours. */
export const SETUP_LINK_HOURS = 24;

/**
 * The one-time set-up links of operators made from the back office, on the operators' transaction: only the token's
 * digest is kept; an operator has at most one live link (a new one replaces the old).
 */
export interface OperatorSetupLinks {
  /** Stores a link under its digest and drops every earlier link of hers. */
  replace(operator: OperatorId, digest: string, link: { readonly createdAt: Date; readonly expiresAt: Date }): Promise<void>;
  /** Whose link this is, when it exists and has not expired at `now` (reads only). */
  find(digest: string, now: Date): Promise<OperatorId | undefined>;
  /**
   * Spends a link in one statement: her id once, when it existed and had not expired at `now`; nothing ever after
   * (two requests with one link: only the first gets her).
   */
  spend(digest: string, now: Date): Promise<OperatorId | undefined>;
}
