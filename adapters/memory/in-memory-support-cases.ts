import type { Complaint, Report, SaveOutcome, SupportCases } from '../../domain/support/support-case';

/** Reports and complaints kept in memory, for the features and unit tests to read back; each list's references unique, as each table's. */
export class InMemorySupportCases implements SupportCases {
  readonly reports: Report[] = [];
  readonly complaints: Complaint[] = [];

  async saveReport(report: Report): Promise<SaveOutcome> {
    if (this.reports.some((r) => r.reference === report.reference)) return 'reference_taken';
    this.reports.push(report);
    return 'saved';
  }

  async saveComplaint(complaint: Complaint): Promise<SaveOutcome> {
    if (this.complaints.some((c) => c.reference === complaint.reference)) return 'reference_taken';
    this.complaints.push(complaint);
    return 'saved';
  }
}
