import type { OperatorId } from '../../domain/operators/actor';
import { complaintId, type ComplaintId, type ComplaintQueue, type ComplaintStatus, type QueuedComplaint } from '../../domain/moderation/complaint-queue';
import { reportId, type QueuedReport, type ReportId, type ReportOutcome, type ReportQueue, type ReportStatus } from '../../domain/moderation/report-queue';
import type { StatusBeforeSuspension, Suspension, Suspensions } from '../../domain/moderation/suspension';
import type { MemberId } from '../../domain/shared/ids';
import { InMemorySupportCases } from './in-memory-support-cases';
import { InMemoryStore } from './in-memory-store';

/** A complaint's place in the queue once a moderator took or resolved it (decisions 0081, 0082); none: open. */
interface ComplaintState {
  status: 'assigned' | 'resolved';
  assignee?: OperatorId;
  resolvedBy?: OperatorId;
  resolvedAt?: Date;
  resolutionNote?: string;
}

interface QueueState {
  status: ReportStatus;
  assignee?: OperatorId;
  outcome?: ReportOutcome;
  resolvedAt?: Date;
}

/** The moderators' rows in memory (decision 0072): the queue's state of each report (by its place, 1-based) and the suspensions. */
export class ModerationState {
  queue = new Map<ReportId, QueueState>();
  suspensions = new Map<MemberId, Suspension & { readonly statusBefore: StatusBeforeSuspension }>();
  /** Decisions 0081, 0082: the complaints taken or resolved, by their place (1-based) in the support cases. */
  complaints = new Map<ComplaintId, ComplaintState>();

  constructor(readonly cases: InMemorySupportCases = new InMemorySupportCases(), readonly store: InMemoryStore = new InMemoryStore()) {}

  snapshot() {
    return { queue: structuredClone(this.queue), suspensions: structuredClone(this.suspensions), complaints: structuredClone(this.complaints) };
  }

  restore(snapshot: ReturnType<ModerationState['snapshot']>): void {
    this.queue = snapshot.queue;
    this.suspensions = snapshot.suspensions;
    this.complaints = snapshot.complaints;
  }
}

export class InMemoryReportQueue implements ReportQueue {
  constructor(private readonly state: ModerationState) {}

  private all(): QueuedReport[] {
    return this.state.cases.reports.map((report, index) => {
      const id = reportId(index + 1);
      const queued = this.state.queue.get(id) ?? { status: 'open' as const };
      return { ...report, id, ...queued };
    });
  }

  async list(status: ReportStatus, limit: number): Promise<QueuedReport[]> {
    return this.all()
      .filter((report) => report.status === status)
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id)
      .slice(0, limit);
  }

  async find(id: ReportId): Promise<QueuedReport | undefined> {
    return this.all().find((report) => report.id === id);
  }

  async byReporter(reporter: MemberId, except: ReportId, limit: number): Promise<QueuedReport[]> {
    return this.all()
      .filter((report) => report.reporter === reporter && report.id !== except)
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
      .slice(0, limit);
  }

  async assign(id: ReportId, operator: OperatorId): Promise<boolean> {
    const report = await this.find(id);
    if (!report || report.status === 'resolved') return false;
    this.state.queue.set(id, { status: 'assigned', assignee: operator });
    return true;
  }

  async resolve(id: ReportId, outcome: ReportOutcome, operator: OperatorId, at: Date): Promise<boolean> {
    const report = await this.find(id);
    if (!report || report.status === 'resolved') return false;
    this.state.queue.set(id, { status: 'resolved', assignee: operator, outcome, resolvedAt: new Date(at.getTime()) });
    return true;
  }
}

export class InMemorySuspensions implements Suspensions {
  constructor(private readonly state: ModerationState) {}

  async suspend(suspension: Suspension): Promise<void> {
    const member = this.state.store.member(suspension.memberId);
    if (!member) return;
    const before = this.state.suspensions.get(suspension.memberId)?.statusBefore ?? (member.status === 'suspended' ? 'active' : member.status);
    this.state.suspensions.set(suspension.memberId, { ...structuredClone(suspension), statusBefore: before });
    member.status = 'suspended';
  }

  async current(memberId: MemberId): Promise<Suspension | undefined> {
    const found = this.state.suspensions.get(memberId);
    if (!found) return undefined;
    const { statusBefore: _, ...suspension } = found;
    return structuredClone(suspension);
  }

  async lift(memberId: MemberId): Promise<boolean> {
    const found = this.state.suspensions.get(memberId);
    const member = this.state.store.member(memberId);
    this.state.suspensions.delete(memberId);
    if (found && member?.status === 'suspended') member.status = found.statusBefore;
    return found !== undefined;
  }

  async endedBy(now: Date, limit: number): Promise<Suspension[]> {
    return [...this.state.suspensions.values()]
      .filter((s) => s.until !== null && s.until.getTime() <= now.getTime())
      .sort((a, b) => a.until!.getTime() - b.until!.getTime() || a.memberId - b.memberId)
      .slice(0, limit)
      .map(({ statusBefore: _, ...suspension }) => structuredClone(suspension));
  }
}

/** Decision 0081: the complaints in memory, numbered by their place in the support cases as the table numbers them. */
export class InMemoryComplaintQueue implements ComplaintQueue {
  constructor(private readonly state: ModerationState) {}

  private all(): QueuedComplaint[] {
    return this.state.cases.complaints.map((complaint, index) => {
      const id = complaintId(index + 1);
      return { ...complaint, id, status: 'open' as const, ...this.state.complaints.get(id) };
    });
  }

  async list(status: ComplaintStatus, limit: number): Promise<QueuedComplaint[]> {
    return this.all()
      .filter((complaint) => complaint.status === status)
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id)
      .slice(0, limit);
  }

  async find(id: ComplaintId): Promise<QueuedComplaint | undefined> {
    return this.all().find((complaint) => complaint.id === id);
  }

  async assign(id: ComplaintId, operator: OperatorId): Promise<boolean> {
    const complaint = await this.find(id);
    if (!complaint || complaint.status === 'resolved') return false;
    this.state.complaints.set(id, { status: 'assigned', assignee: operator });
    return true;
  }

  async resolve(id: ComplaintId, operator: OperatorId, note: string, at: Date): Promise<boolean> {
    const complaint = await this.find(id);
    if (!complaint || complaint.status === 'resolved') return false;
    this.state.complaints.set(id, { status: 'resolved', assignee: complaint.assignee, resolvedBy: operator, resolvedAt: new Date(at.getTime()), resolutionNote: note });
    return true;
  }
}
