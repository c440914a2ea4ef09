import type { Complaint, Report, SaveOutcome, SupportCases } from '../../domain/support/support-case';

/** Reports and complaints kept in memory, for the features and unit tests to read back. */
export class InMemorySupportCases implements SupportCases {
  readonly reports: Report[] = [];
  readonly complaints: Complaint[] = [];

  async saveReport(report: Report): Promise<SaveOutcome> {
    if (this.taken(report.reference)) return 'reference_taken';
    this.reports.push(report);
    return 'saved';
  }

  async saveComplaint(complaint: Complaint): Promise<SaveOutcome> {
    if (this.taken(complaint.reference)) return 'reference_taken';
    this.complaints.push(complaint);
    return 'saved';
  }

  private taken(reference: string): boolean {
    return [...this.reports, ...this.complaints].some((c) => c.reference === reference);
  }
}
