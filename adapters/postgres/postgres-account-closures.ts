import type { Knex } from 'knex';
import type { DeletionReason } from '../../domain/accounts/account-closure';
import type { AccountClosures, Deletion } from '../../domain/accounts/closure-ports';
import type { MemberStatus } from '../../domain/accounts/member';
import { memberId, type MemberId } from '../../domain/shared/ids';
import { eraseMember } from './member-erasure';

export class PostgresAccountClosures implements AccountClosures {
  constructor(private readonly db: Knex) {}

  async markDeleted(member: MemberId, deletion: Deletion): Promise<void> {
    await this.db('members')
      .where('id', member)
      .update({ status: 'deleted', deleted_at: deletion.at, deletion_reason: deletion.reason, status_before_deletion: deletion.statusBefore });
  }

  async restore(member: MemberId): Promise<void> {
    await this.db('members')
      .where('id', member)
      .where('status', 'deleted')
      .update({
        status: this.db.raw(`coalesce(status_before_deletion, 'active')`),
        deleted_at: null,
        deletion_reason: null,
        status_before_deletion: null,
      });
  }

  async deletedAtOrBefore(cutoff: Date, limit: number): Promise<MemberId[]> {
    const rows = (await this.db('members')
      .where('status', 'deleted')
      .whereNotNull('deleted_at')
      .where('deleted_at', '<=', cutoff)
      .orderBy([{ column: 'deleted_at' }, { column: 'id' }])
      .limit(limit)
      .select('id')) as { id: string | number }[];
    return rows.map((row) => memberId(Number(row.id)));
  }

  async purge(member: MemberId, at: Date): Promise<void> {
    // The erasure of decision 0079 on one transaction, for a member still deleted and not yet erased (decision 0084):
    // the row stays as a tombstone with her ledger and payments; a DELETE would cascade the ledger away.
    await this.db.transaction(async (trx) => {
      const row = await trx('members').where('id', member).where('status', 'deleted').whereNotNull('deleted_at').forUpdate().first('id');
      if (row) await eraseMember(trx, member, at);
    });
  }

  async deletionOf(member: MemberId): Promise<Deletion | undefined> {
    const row = (await this.db('members').where('id', member).first('deleted_at', 'deletion_reason', 'status_before_deletion')) as
      | { deleted_at: Date | null; deletion_reason: string | null; status_before_deletion: string | null }
      | undefined;
    if (!row?.deleted_at || !row.deletion_reason) return undefined;
    return {
      at: new Date(row.deleted_at),
      reason: row.deletion_reason as DeletionReason,
      statusBefore: (row.status_before_deletion ?? 'active') as MemberStatus,
    };
  }
}
