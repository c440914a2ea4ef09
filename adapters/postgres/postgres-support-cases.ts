import type { Knex } from 'knex';
import type { Clock } from '../../domain/shared/clock';
import type { ComplaintScope, ComplaintTransactions } from '../../domain/support/file-complaint';
import type { Complaint, Report, SaveOutcome, SupportCases } from '../../domain/support/support-case';
import { runOnSharedScope } from './postgres-transactions';

/** Reports and complaints in their tables (migration 0011), for the operators. */
export class PostgresSupportCases implements SupportCases {
  constructor(private readonly db: Knex) {}

  async saveReport(report: Report): Promise<SaveOutcome> {
    const rows = await this.db('reports')
      .insert({
      reference: report.reference,
      reporter_id: report.reporter,
      reported_id: report.reported,
      conversation_id: report.conversation ?? null,
      reason: report.reason,
      text: report.text,
      domain: report.domain,
      created_at: report.at,
      })
      .onConflict('reference')
      .ignore()
      .returning('reference');
    return rows.length > 0 ? 'saved' : 'reference_taken';
  }

  async saveComplaint(complaint: Complaint): Promise<SaveOutcome> {
    const rows = await this.db('complaints')
      .insert({
      reference: complaint.reference,
      member_id: complaint.member ?? null,
      email: complaint.email,
      category: complaint.category,
      description: complaint.description,
      domain: complaint.domain,
      created_at: complaint.at,
      })
      .onConflict('reference')
      .ignore()
      .returning('reference');
    return rows.length > 0 ? 'saved' : 'reference_taken';
  }
}

/** Decision 0082: the complaint's insert and its outbox mail on one transaction; this instance's worker woken after the commit. */
export class PostgresComplaintTransactions implements ComplaintTransactions {
  constructor(readonly db: Knex, readonly clock: Clock, readonly outboxCommitted?: () => void) {}

  run<T>(work: (scope: ComplaintScope) => Promise<T>): Promise<T> {
    return runOnSharedScope(this, (trx, shared) => work({ cases: new PostgresSupportCases(trx), outbox: shared.outbox }));
  }
}
