import type { Knex } from 'knex';
import type { Complaint, Report, SaveOutcome, SupportCases } from '../../domain/support/support-case';

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
