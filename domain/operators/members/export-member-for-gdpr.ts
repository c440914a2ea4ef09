import type { ExportMemberData } from '../../privacy/export-member-data';
import type { MemberExport } from '../../privacy/member-export';
import type { Clock } from '../../shared/clock';
import { isDomainError } from '../../shared/domain-error';
import type { MemberId } from '../../shared/ids';
import type { Actor } from '../actor';
import { auditEntry } from '../audit';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import type { OperatorTransactions } from '../ports';
import { auditActorOf } from './audit-actor';
import type { HeldReport } from './member-records';

const reportOf = (report: HeldReport) => ({
  reference: report.reference,
  reason: report.reason,
  ...(report.text !== undefined && { text: report.text }),
  status: report.status,
  at: report.at.toISOString(),
});

/** The file support sends a member who asks what is held on her (GDPR Art. 15 and 20): her own export and more. */
export interface GdprExport extends Omit<MemberExport, 'format'> {
  readonly format: 'hartslag-gdpr-export/1';
  readonly sessions: readonly { readonly created_at: string | null; readonly expires_at: string }[];
  readonly tracking: { readonly network: string | null; readonly ref: string | null; readonly sub1: string | null; readonly sub2: string | null; readonly sub3: string | null; readonly at: string } | null;
  readonly reports_by_her: readonly ReturnType<typeof reportOf>[];
  /** Reports about her: what was reported and when, not the reporter's words (another member's data). */
  readonly reports_about_her: readonly ReturnType<typeof reportOf>[];
}

/**
 * Support (`gdpr.handle`) downloads everything held on a member as one JSON file (decision 0079): the member's own
 * export (account, profile, photos, conversations with the messages she sent and received, likes, blocks, ledger,
 * payments) plus her sessions, her signup's tracking and the reports by and about her. Audited as `member.exported`.
 */
export class ExportMemberForGdpr {
  constructor(private readonly deps: { transactions: OperatorTransactions; memberData: Pick<ExportMemberData, 'collect'>; clock: Clock }) {}

  async run(actor: Actor, id: MemberId, photoUrl: (file: string) => string): Promise<GdprExport> {
    if (!may(actor, 'gdpr.handle')) throw new OperatorError('forbidden');
    const at = this.deps.clock.now();
    let own: MemberExport;
    try {
      // Read through the members' ports, outside the transaction (PGlite has one connection, which it holds).
      own = await this.deps.memberData.collect(id, photoUrl);
    } catch (error) {
      if (isDomainError(error) && error.code === 'not_found') throw new OperatorError('not_found');
      throw error;
    }
    return this.deps.transactions.run(async ({ memberRecords, audit }) => {
      if (await memberRecords.erasedAt(id)) throw new OperatorError('already_erased');
      const held = await memberRecords.held(id);
      await audit.append(auditEntry({ who: auditActorOf(actor), action: 'member.exported', target: `member:${id}`, at }));
      return {
        ...own,
        format: 'hartslag-gdpr-export/1',
        sessions: held.sessions.map((s) => ({ created_at: s.createdAt?.toISOString() ?? null, expires_at: s.expiresAt.toISOString() })),
        tracking: held.tracking && { ...held.tracking, at: held.tracking.at.toISOString() },
        reports_by_her: held.reportsBy.map(reportOf),
        reports_about_her: held.reportsAbout.map(({ text: _, ...report }) => reportOf(report)),
      };
    });
  }
}
