import { ContainerModule } from 'inversify';
import { FileComplaint } from '../../domain/support/file-complaint';
import { ReportMember } from '../../domain/support/report-member';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const S = USE_CASES.support;

/** Issue 9: reports of members and conversations, and complaints, for the operators. */
export const supportModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, S.reportMember, (d) => new ReportMember(d), {
    cases: P.supportCases,
    profiles: P.profiles,
    conversations: P.conversations,
    members: P.members,
    mailer: P.mailer,
    links: P.pageLinks,
    settings: P.settings,
    tokens: P.randomTokens,
    rateLimiter: P.rateLimiter,
    clock: P.clock,
  });
  bindUseCase(bind, S.fileComplaint, (d) => new FileComplaint(d), {
    transactions: P.complaintTransactions,
    members: P.members,
    links: P.pageLinks,
    settings: P.settings,
    tokens: P.randomTokens,
    rateLimiter: P.rateLimiter,
    clock: P.clock,
  });
});
