import type { LinkPurpose, LinkStore, StoredLink } from '../../domain/accounts/account-links';
import type { MemberId } from '../../domain/shared/ids';

export interface InMemoryLinkRow {
  readonly digest: string;
  readonly link: StoredLink;
  readonly issuedAt: Date;
  usedAt: Date | null;
}

/**
 * Links in a list, by the rules of the account_links table: single use, expiring, by purpose, one per digest (its key),
 * and gone with their member (the cascade).
 */
export class InMemoryLinkStore implements LinkStore {
  readonly rows: InMemoryLinkRow[] = [];

  /** `hasMember` plays the members table: a link for an id no member has is not stored. */
  constructor(private readonly hasMember: (id: MemberId) => boolean = (id) => id > 0) {}

  async save(digest: string, link: StoredLink, issuedAt: Date): Promise<void> {
    if (!this.hasMember(link.memberId)) return;
    if (this.rows.some((row) => row.digest === digest)) throw new Error('unique violation: account_links_pkey');
    this.rows.push({ digest, link: { ...link }, issuedAt, usedAt: null });
  }

  async consume(digest: string, purpose: LinkPurpose, now: Date): Promise<StoredLink | undefined> {
    const row = this.rows.find((r) => r.digest === digest && r.link.purpose === purpose && r.usedAt === null && r.link.expiresAt > now && this.hasMember(r.link.memberId));
    if (!row) return undefined;
    row.usedAt = now;
    return row.link;
  }

  async voidAll(memberId: MemberId, purpose: LinkPurpose): Promise<void> {
    for (const row of this.rows) if (row.link.memberId === memberId && row.link.purpose === purpose && row.usedAt === null) row.usedAt = new Date(0);
  }
}
