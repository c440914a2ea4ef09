import type { ComplaintScope, ComplaintTransactions } from '../../domain/support/file-complaint';
import type { Complaint, Report, SaveOutcome, SupportCases } from '../../domain/support/support-case';
import type { Transactions } from '../../domain/transactions';

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

/**
 * Decision 0082: a complaint and its mail on the shared in-memory transaction — the outbox rows held until it commits,
 * and the complaint taken back when the work throws, as a rolled-back insert never existed.
 */
export class InMemoryComplaintTransactions implements ComplaintTransactions {
  constructor(private readonly transactions: Transactions, private readonly cases: InMemorySupportCases) {}

  run<T>(work: (scope: ComplaintScope) => Promise<T>): Promise<T> {
    return this.transactions.run(async (shared) => {
      const before = this.cases.complaints.length;
      try {
        return await work({ cases: this.cases, outbox: shared.outbox });
      } catch (error) {
        this.cases.complaints.splice(before);
        throw error;
      }
    });
  }
}
