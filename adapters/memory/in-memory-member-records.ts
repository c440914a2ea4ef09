import type { Deletion } from '../../domain/accounts/closure-ports';
import type { TrackingData } from '../../domain/accounts/tracking';
import type { ErasureCounts, HeldRecords, MemberRecords } from '../../domain/operators/members/member-records';
import { erasedEmail } from '../../domain/operators/members/member-records';
import { reportId } from '../../domain/moderation/report-queue';
import type { MemberId } from '../../domain/shared/ids';
import { InMemoryAccountClosures } from './in-memory-account-closures';
import { InMemoryCredentials } from './in-memory-credentials';
import { erasures, eraseFromStore } from './in-memory-erasure';
import type { ModerationState } from './in-memory-moderation';

/** Same rules as PostgresMemberRecords, on the memory store, its support cases and (when given) the signup tracking. */
export class InMemoryMemberRecords implements MemberRecords {
  constructor(
    private readonly moderation: ModerationState,
    private readonly tracking?: Map<MemberId, TrackingData & { createdAt: Date }>,
  ) {}

  private get store() {
    return this.moderation.store;
  }

  async isEmailTaken(email: string, other: MemberId): Promise<boolean> {
    const wanted = email.trim().toLowerCase();
    return [...this.store.data.members.values()].some((m) => m.id !== other && m.email.toLowerCase() === wanted);
  }

  setEmail(member: MemberId, email: string): Promise<'changed' | 'taken'> {
    return new InMemoryCredentials(this.store).setEmail(member, email);
  }

  markDeleted(member: MemberId, deletion: Deletion): Promise<void> {
    return new InMemoryAccountClosures(this.store).markDeleted(member, deletion);
  }

  async erasedAt(member: MemberId): Promise<Date | undefined> {
    return erasures(this.store).get(member);
  }

  async held(member: MemberId): Promise<HeldRecords> {
    const tracking = this.tracking?.get(member);
    const reports = this.moderation.cases.reports.map((report, index) => ({ report, status: this.moderation.queue.get(reportId(index + 1))?.status ?? 'open' }));
    return {
      sessions: [...this.store.sessions.values()].filter((s) => s.memberId === member).map((s) => ({ createdAt: null, expiresAt: s.expiresAt })),
      tracking: tracking ? { network: tracking.network, ref: tracking.ref, sub1: tracking.sub1, sub2: tracking.sub2, sub3: tracking.sub3, at: tracking.createdAt } : null,
      reportsBy: reports
        .filter(({ report }) => report.reporter === member)
        .map(({ report, status }) => ({ reference: report.reference, reason: report.reason, text: report.text, status, at: report.at })),
      reportsAbout: reports
        .filter(({ report }) => report.reported === member)
        .map(({ report, status }) => ({ reference: report.reference, reason: report.reason, status, at: report.at })),
    };
  }

  async erase(member: MemberId, at: Date): Promise<ErasureCounts> {
    if (!this.store.data.members.has(member)) return { messages: 0, photos: 0 };
    const counts = await eraseFromStore(this.store, member, at);
    this.tracking?.delete(member);
    this.moderation.suspensions.delete(member);
    const cases = this.moderation.cases;
    cases.reports.forEach((report, index) => {
      if (report.reporter === member) cases.reports[index] = { ...report, text: '' };
    });
    cases.complaints.forEach((complaint, index) => {
      if (complaint.member === member) cases.complaints[index] = { ...complaint, email: erasedEmail(member), description: '' };
    });
    return counts;
  }
}
