import type { Knex } from 'knex';
import type { Deletion } from '../../domain/accounts/closure-ports';
import type { ErasureCounts, HeldRecords, HeldReport, MemberRecords } from '../../domain/operators/members/member-records';
import type { MemberId } from '../../domain/shared/ids';
import { eraseMember } from './member-erasure';
import { PostgresAccountClosures } from './postgres-account-closures';
import { PostgresCredentials } from './postgres-credentials';

interface ReportRow {
  reference: string;
  reason: string;
  text: string;
  status: string | null;
  created_at: Date;
}

const reportOf = (row: ReportRow, withText: boolean): HeldReport => ({
  reference: row.reference,
  reason: row.reason,
  ...(withText && { text: row.text }),
  status: row.status ?? 'open',
  at: new Date(row.created_at),
});

/** Decision 0079 on the operators' transaction: support's changes of a member's account, and the GDPR erasure. */
export class PostgresMemberRecords implements MemberRecords {
  private readonly credentials: PostgresCredentials;
  private readonly closures: PostgresAccountClosures;

  constructor(private readonly db: Knex) {
    this.credentials = new PostgresCredentials(db);
    this.closures = new PostgresAccountClosures(db);
  }

  async isEmailTaken(email: string, other: MemberId): Promise<boolean> {
    const row = await this.db('members').whereRaw('lower(email) = lower(?)', [email.trim()]).whereNot('id', other).first('id');
    return row !== undefined;
  }

  setEmail(member: MemberId, email: string): Promise<'changed' | 'taken'> {
    return this.credentials.setEmail(member, email);
  }

  markDeleted(member: MemberId, deletion: Deletion): Promise<void> {
    return this.closures.markDeleted(member, deletion);
  }

  async erasedAt(member: MemberId): Promise<Date | undefined> {
    const row = (await this.db('members').where('id', member).first('erased_at')) as { erased_at: Date | null } | undefined;
    return row?.erased_at ? new Date(row.erased_at) : undefined;
  }

  async held(member: MemberId): Promise<HeldRecords> {
    const sessions = (await this.db('sessions').where('member_id', member).orderBy('created_at').select('created_at', 'expires_at')) as { created_at: Date; expires_at: Date }[];
    const tracking = (await this.db('member_tracking').where('member_id', member).first()) as
      | { network: string | null; ref: string | null; sub1: string | null; sub2: string | null; sub3: string | null; created_at: Date }
      | undefined;
    const reports = (column: 'reporter_id' | 'reported_id') =>
      this.db('reports').where(column, member).orderBy('created_at').select<ReportRow[]>('reference', 'reason', 'text', 'status', 'created_at');
    return {
      sessions: sessions.map((s) => ({ createdAt: new Date(s.created_at), expiresAt: new Date(s.expires_at) })),
      tracking: tracking
        ? { network: tracking.network, ref: tracking.ref, sub1: tracking.sub1, sub2: tracking.sub2, sub3: tracking.sub3, at: new Date(tracking.created_at) }
        : null,
      reportsBy: (await reports('reporter_id')).map((row) => reportOf(row, true)),
      reportsAbout: (await reports('reported_id')).map((row) => reportOf(row, false)),
    };
  }

  erase(member: MemberId, at: Date): Promise<ErasureCounts> {
    return eraseMember(this.db, member, at);
  }
}
