import type { Complaint, Report, SupportCases } from '../../domain/support/support-case';

/** Reports and complaints kept in memory, for the features and unit tests to read back. */
export class InMemorySupportCases implements SupportCases {
  readonly reports: Report[] = [];
  readonly complaints: Complaint[] = [];

  async saveReport(report: Report): Promise<void> {
    this.reports.push(report);
  }

  async saveComplaint(complaint: Complaint): Promise<void> {
    this.complaints.push(complaint);
  }
}
