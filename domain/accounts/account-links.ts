import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { RandomTokens } from '../shared/random-tokens';

/** What a link in a mail lets its holder do, once. */
export type LinkPurpose = 'activation' | 'password_reset' | 'email_change' | 'reactivation';

export interface StoredLink {
  readonly memberId: MemberId;
  readonly purpose: LinkPurpose;
  readonly expiresAt: Date;
  /** Purpose-specific data, e.g. the new address of an email change. */
  readonly payload: string | null;
}

/** Links are stored under the digest of their token: a leaked table opens nothing. */
export interface LinkStore {
  /**
   * Stores the link; for an id no member has (NO_ACCOUNT of request-password-reset.ts) it stores nothing, in the
   * same one statement, so an address without an account costs the same work as one with.
   */
  save(digest: string, link: StoredLink, issuedAt: Date): Promise<void>;
  /** Marks the link used and returns it, when it exists, has this purpose, is unused and unexpired; otherwise undefined. */
  consume(digest: string, purpose: LinkPurpose, now: Date): Promise<StoredLink | undefined>;
  /** Voids a member's unused links of a purpose (a new reset link voids the old ones). */
  voidAll(memberId: MemberId, purpose: LinkPurpose): Promise<void>;
}

/** Issues and redeems single-use, expiring links. */
export class AccountLinks {
  constructor(private readonly deps: { store: LinkStore; tokens: RandomTokens; clock: Clock }) {}

  /** The same links kept in another store: a transaction's, so a link and what it is mailed with commit together. */
  storedIn(store: LinkStore): AccountLinks {
    return new AccountLinks({ ...this.deps, store });
  }

  async issue(memberId: MemberId, purpose: LinkPurpose, validForSeconds: number, payload: string | null = null): Promise<string> {
    const now = this.deps.clock.now();
    const token = this.deps.tokens.token();
    const expiresAt = new Date(now.getTime() + validForSeconds * 1000);
    await this.deps.store.save(this.deps.tokens.digest(token), { memberId, purpose, expiresAt, payload }, now);
    return token;
  }

  redeem(token: string, purpose: LinkPurpose): Promise<StoredLink | undefined> {
    return this.deps.store.consume(this.deps.tokens.digest(token), purpose, this.deps.clock.now());
  }

  voidAll(memberId: MemberId, purpose: LinkPurpose): Promise<void> {
    return this.deps.store.voidAll(memberId, purpose);
  }
}
