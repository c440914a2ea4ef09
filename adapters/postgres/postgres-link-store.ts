import type { Knex } from 'knex';
import type { LinkPurpose, LinkStore, StoredLink } from '../../domain/accounts/account-links';
import { memberId, type MemberId } from '../../domain/shared/ids';

interface LinkRow {
  digest: string;
  member_id: string | number;
  purpose: LinkPurpose;
  payload: string | null;
  expires_at: Date;
}

export class PostgresLinkStore implements LinkStore {
  constructor(private readonly db: Knex) {}

  async save(digest: string, link: StoredLink, issuedAt: Date): Promise<void> {
    // One statement whether the member exists or not: for an id no member has it inserts nothing (the port's rule).
    await this.db.raw(
      `insert into account_links (digest, member_id, purpose, payload, issued_at, expires_at)
       select ?::text, id, ?::text, ?::text, ?::timestamptz, ?::timestamptz from members where id = ?`,
      [digest, link.purpose, link.payload, issuedAt, link.expiresAt, link.memberId],
    );
  }

  async consume(digest: string, purpose: LinkPurpose, now: Date): Promise<StoredLink | undefined> {
    // One statement: two clicks at once cannot both use the link.
    const [row] = (await this.db('account_links')
      .where({ digest, purpose })
      .whereNull('used_at')
      .where('expires_at', '>', now)
      .update({ used_at: now })
      .returning(['member_id', 'purpose', 'payload', 'expires_at'])) as LinkRow[];
    return row ? { memberId: memberId(Number(row.member_id)), purpose: row.purpose, payload: row.payload, expiresAt: new Date(row.expires_at) } : undefined;
  }

  async voidAll(member: MemberId, purpose: LinkPurpose): Promise<void> {
    await this.db('account_links').where({ member_id: member, purpose }).whereNull('used_at').update({ used_at: this.db.fn.now() });
  }
}
