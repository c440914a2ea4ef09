import type { Knex } from 'knex';
import { operatorId, type OperatorId } from '../../domain/operators/actor';
import { reportId, type QueuedReport, type ReportId, type ReportOutcome, type ReportQueue, type ReportStatus } from '../../domain/moderation/report-queue';
import type { Suspension, Suspensions } from '../../domain/moderation/suspension';
import { complaintId, type ComplaintId, type ComplaintQueue, type ComplaintStatus, type QueuedComplaint } from '../../domain/moderation/complaint-queue';
import type { ComplaintCategory, ReportReason } from '../../domain/support/support-case';
import { conversationId, memberId, type MemberId } from '../../domain/shared/ids';

interface ReportRow {
  id: string | number;
  reference: string;
  reporter_id: string | number | null;
  reported_id: string | number | null;
  conversation_id: string | number | null;
  reason: string;
  text: string;
  domain: string;
  created_at: Date;
  status: string;
  assignee_id: string | number | null;
  outcome: string | null;
  resolved_at: Date | null;
}

const toReport = (row: ReportRow): QueuedReport => ({
  id: reportId(Number(row.id)),
  reference: row.reference,
  reporter: row.reporter_id === null ? undefined : memberId(Number(row.reporter_id)),
  reported: row.reported_id === null ? undefined : memberId(Number(row.reported_id)),
  conversation: row.conversation_id === null ? undefined : conversationId(Number(row.conversation_id)),
  reason: row.reason as ReportReason,
  text: row.text,
  domain: row.domain,
  at: new Date(row.created_at),
  status: row.status as ReportStatus,
  assignee: row.assignee_id === null ? undefined : operatorId(Number(row.assignee_id)),
  outcome: (row.outcome ?? undefined) as ReportOutcome | undefined,
  resolvedAt: row.resolved_at ? new Date(row.resolved_at) : undefined,
});

/** The queue's state on the reports table (migration 0029): oldest first per status on reports_queue. */
export class PostgresReportQueue implements ReportQueue {
  constructor(private readonly db: Knex) {}

  async list(status: ReportStatus, limit: number): Promise<QueuedReport[]> {
    const rows: ReportRow[] = await this.db('reports').where({ status }).orderBy([{ column: 'created_at' }, { column: 'id' }]).limit(limit);
    return rows.map(toReport);
  }

  async find(id: ReportId): Promise<QueuedReport | undefined> {
    const row: ReportRow | undefined = await this.db('reports').where({ id }).first();
    return row && toReport(row);
  }

  async byReporter(reporter: MemberId, except: ReportId, limit: number): Promise<QueuedReport[]> {
    const rows: ReportRow[] = await this.db('reports')
      .where({ reporter_id: reporter })
      .whereNot({ id: except })
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(limit);
    return rows.map(toReport);
  }

  async assign(id: ReportId, operator: OperatorId): Promise<boolean> {
    const changed = await this.db('reports').where({ id }).whereNot({ status: 'resolved' }).update({ status: 'assigned', assignee_id: operator });
    return changed > 0;
  }

  async resolve(id: ReportId, outcome: ReportOutcome, operator: OperatorId, at: Date): Promise<boolean> {
    const changed = await this.db('reports').where({ id }).whereNot({ status: 'resolved' }).update({ status: 'resolved', assignee_id: operator, outcome, resolved_at: at });
    return changed > 0;
  }
}

interface SuspensionRow {
  member_id: string | number;
  suspended_from: Date;
  suspended_until: Date | null;
  reason: string;
  operator_id: string | number | null;
}

/** Suspensions in member_suspensions, the member's status moved with them in the same statements' transaction. */
export class PostgresSuspensions implements Suspensions {
  constructor(private readonly db: Knex) {}

  async suspend(suspension: Suspension): Promise<void> {
    // The status before: kept from a suspension still on record (a second suspension extends, never forgets it).
    await this.db.raw(
      `insert into member_suspensions (member_id, suspended_from, suspended_until, reason, operator_id, status_before)
       select m.id, ?, ?, ?, ?, m.status from members m where m.id = ? and m.status <> 'suspended'
       on conflict (member_id) do nothing`,
      [suspension.from, suspension.until, suspension.reason, suspension.by, suspension.memberId],
    );
    await this.db('member_suspensions')
      .where({ member_id: suspension.memberId })
      .update({ suspended_from: suspension.from, suspended_until: suspension.until, reason: suspension.reason, operator_id: suspension.by });
    await this.db('members').where({ id: suspension.memberId }).update({ status: 'suspended' });
  }

  async current(member: MemberId): Promise<Suspension | undefined> {
    const row: SuspensionRow | undefined = await this.db('member_suspensions').where({ member_id: member }).first();
    if (!row) return undefined;
    return {
      memberId: memberId(Number(row.member_id)),
      from: new Date(row.suspended_from),
      until: row.suspended_until ? new Date(row.suspended_until) : null,
      reason: row.reason,
      by: operatorId(Number(row.operator_id ?? 0)),
    };
  }

  async lift(member: MemberId): Promise<boolean> {
    const result = await this.db.raw(
      `with lifted as (delete from member_suspensions where member_id = ? returning member_id, status_before),
       restored as (update members m set status = lifted.status_before from lifted where m.id = lifted.member_id and m.status = 'suspended')
       select count(*)::int as lifted from lifted`,
      [member],
    );
    return Number((result as { rows: { lifted: number }[] }).rows[0]?.lifted ?? 0) > 0;
  }

  async endedBy(now: Date, limit: number): Promise<Suspension[]> {
    const rows: SuspensionRow[] = await this.db('member_suspensions')
      .whereNotNull('suspended_until')
      .where('suspended_until', '<=', now)
      .orderBy([{ column: 'suspended_until' }, { column: 'member_id' }])
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .select('*');
    return rows.map((row) => ({
      memberId: memberId(Number(row.member_id)),
      from: new Date(row.suspended_from),
      until: new Date(row.suspended_until!),
      reason: row.reason,
      by: operatorId(Number(row.operator_id ?? 0)),
    }));
  }
}

interface ComplaintRow {
  id: string | number;
  reference: string;
  member_id: string | number | null;
  email: string;
  category: string;
  description: string;
  domain: string;
  created_at: Date;
  status: string;
  assignee_id: string | number | null;
  resolved_by: string | number | null;
  resolved_at: Date | null;
  resolution_note: string | null;
}

const toComplaint = (row: ComplaintRow): QueuedComplaint => ({
  id: complaintId(Number(row.id)),
  reference: row.reference,
  member: row.member_id === null ? undefined : memberId(Number(row.member_id)),
  email: row.email,
  category: row.category as ComplaintCategory,
  description: row.description,
  domain: row.domain,
  at: new Date(row.created_at),
  status: row.status as ComplaintStatus,
  assignee: row.assignee_id === null ? undefined : operatorId(Number(row.assignee_id)),
  resolvedBy: row.resolved_by === null ? undefined : operatorId(Number(row.resolved_by)),
  resolvedAt: row.resolved_at ? new Date(row.resolved_at) : undefined,
  resolutionNote: row.resolution_note ?? undefined,
});

/** Decisions 0081, 0082: the complaints' queue on the complaints table (migrations 0036, 0037): oldest first per status on complaints_queue. */
export class PostgresComplaintQueue implements ComplaintQueue {
  constructor(private readonly db: Knex) {}

  async list(status: ComplaintStatus, limit: number): Promise<QueuedComplaint[]> {
    const rows: ComplaintRow[] = await this.db('complaints').where({ status }).orderBy([{ column: 'created_at' }, { column: 'id' }]).limit(limit);
    return rows.map(toComplaint);
  }

  async find(id: ComplaintId): Promise<QueuedComplaint | undefined> {
    const row: ComplaintRow | undefined = await this.db('complaints').where({ id }).first();
    return row && toComplaint(row);
  }

  async assign(id: ComplaintId, operator: OperatorId): Promise<boolean> {
    const changed = await this.db('complaints').where({ id }).whereNot({ status: 'resolved' }).update({ status: 'assigned', assignee_id: operator });
    return changed > 0;
  }

  async resolve(id: ComplaintId, operator: OperatorId, note: string, at: Date): Promise<boolean> {
    const changed = await this.db('complaints').where({ id }).whereNot({ status: 'resolved' }).update({ status: 'resolved', resolved_by: operator, resolved_at: at, resolution_note: note });
    return changed > 0;
  }
}
