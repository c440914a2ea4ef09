import { ContainerModule } from 'inversify';
import { ShowDashboard } from '../../domain/operators/dashboard/show-dashboard';
import { CreateDiscountCode, EndDiscountCode, LimitDiscountCode, ListDiscountCodes } from '../../domain/operators/discounts/manage-discount-codes';
import { AssignReport } from '../../domain/moderation/assign-report';
import { ListReports } from '../../domain/moderation/list-reports';
import { ResolveReport } from '../../domain/moderation/resolve-report';
import { ListComplaints } from '../../domain/moderation/list-complaints';
import { ResolveComplaint } from '../../domain/moderation/resolve-complaint';
import { AssignComplaint } from '../../domain/moderation/assign-complaint';
import { LiftSuspension, SuspendMember } from '../../domain/moderation/suspend-member';
import { ShowReport } from '../../domain/moderation/show-report';
import { ListPhotoQueue, PhotoForReview, ReviewPhoto } from '../../domain/moderation/review-photo';
import { ConfirmTotp } from '../../domain/operators/confirm-totp';
import { CreateOperator } from '../../domain/operators/create-operator';
import { InviteOperator, ResendOperatorSetup, SetUpOperatorPassword } from '../../domain/operators/operator-setup';
import { ChangeSiteSetting, ResetSiteSetting, ShowDomainSettings } from '../../domain/operators/settings/site-setting-admin';
import { ListOperators, ManageOperator } from '../../domain/operators/manage-operators';
import { CurrentOperator } from '../../domain/operators/current-operator';
import { EnrolTotp } from '../../domain/operators/enrol-totp';
import { ListAuditEntries } from '../../domain/operators/list-audit-entries';
import { LogInOperator } from '../../domain/operators/log-in-operator';
import { LogOutOperator } from '../../domain/operators/log-out-operator';
import { OperatorSessionKeeper } from '../../domain/operators/operator-session-keeper';
import { PassSecondFactor } from '../../domain/operators/pass-second-factor';
import { SecondFactorAttempts } from '../../domain/operators/second-factor-attempts';
import type { Clock } from '../../domain/shared/clock';
import type { RateLimiter } from '../../domain/shared/rate-limiter';
import { CorrectCredits } from '../../domain/operators/members/correct-credits';
import { EndMemberSessions } from '../../domain/operators/members/end-member-sessions';
import { FindMembers } from '../../domain/operators/members/find-members';
import { ResendMemberActivation } from '../../domain/operators/members/resend-member-activation';
import { ShowMemberAccount } from '../../domain/operators/members/show-member-account';
import { ChangeMemberEmail } from '../../domain/operators/members/change-member-email';
import { DeleteMemberAccount } from '../../domain/operators/members/delete-member-account';
import { EraseMember } from '../../domain/operators/members/erase-member';
import { ExportMemberForGdpr } from '../../domain/operators/members/export-member-for-gdpr';
import { LiftEndedSuspensions } from '../../domain/moderation/lift-ended-suspensions';
import { ListPayments, ShowPayment } from '../../domain/operators/payments/list-payments';
import { RefundPayment } from '../../domain/operators/payments/refund-payment';
import { ReversePayment } from '../../domain/operators/payments/reverse-payment';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const O = USE_CASES.operators;

/** The name an authenticator app shows beside the operator's codes. */
export const TOTP_ISSUER = 'Hartslag back office';

/** Issue 25, decision 0070: the operators' login (password, then TOTP), their accounts and the audit trail. */
export const operatorsModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, O.sessions, (d) => new OperatorSessionKeeper(d), { sessions: P.operatorSessions, tokens: P.randomTokens, clock: P.clock });
  bindUseCase(bind, O.logIn, (d) => new LogInOperator(d), {
    operators: P.operators,
    hasher: P.passwordHasher,
    decoyHash: P.decoyHash,
    rateLimiter: P.rateLimiter,
    sessions: O.sessions,
    clock: P.clock,
  });
  bindUseCase(bind, O.enrolTotp, (d) => new EnrolTotp({ ...d, issuer: TOTP_ISSUER }), { operators: P.operators, sessions: O.sessions, codes: P.twoFactorCodes });
  // The second factor's attempts count on the login's counter (SecondFactorAttempts over the rate limiter).
  const secondFactor = <D extends { rateLimiter: RateLimiter; clock: Clock }>(d: D) => ({ ...d, attempts: new SecondFactorAttempts(d) });
  const secondFactorTokens = {
    operators: P.operators,
    transactions: P.operatorTransactions,
    sessions: O.sessions,
    rateLimiter: P.rateLimiter,
    codes: P.twoFactorCodes,
    tokens: P.randomTokens,
    clock: P.clock,
  };
  bindUseCase(bind, O.confirmTotp, (d) => new ConfirmTotp(secondFactor(d)), secondFactorTokens);
  bindUseCase(bind, O.passSecondFactor, (d) => new PassSecondFactor(secondFactor(d)), secondFactorTokens);
  bindUseCase(bind, O.currentOperator, (d) => new CurrentOperator(d), { operators: P.operators, sessions: O.sessions });
  bindUseCase(bind, O.logOut, (d) => new LogOutOperator(d), { sessions: O.sessions, transactions: P.operatorTransactions, clock: P.clock });
  bindUseCase(bind, O.createOperator, (d) => new CreateOperator(d), { transactions: P.operatorTransactions, hasher: P.passwordHasher, clock: P.clock });
  // Decision 0083: operators made from the back office set their password through a one-time link.
  const setupLinks = { transactions: P.operatorTransactions, tokens: P.randomTokens, pageLinks: P.pageLinks, clock: P.clock };
  bindUseCase(bind, O.inviteOperator, (d) => new InviteOperator(d), setupLinks);
  bindUseCase(bind, O.resendOperatorSetup, (d) => new ResendOperatorSetup(d), setupLinks);
  bindUseCase(bind, O.setUpOperatorPassword, (d) => new SetUpOperatorPassword(d), {
    transactions: P.operatorTransactions,
    tokens: P.randomTokens,
    hasher: P.passwordHasher,
    rateLimiter: P.rateLimiter,
    clock: P.clock,
  });
  bindUseCase(bind, O.listAuditEntries, (d) => new ListAuditEntries(d), { audit: P.auditTrail });
  // Decision 0077: settings per domain.
  const settingsAdmin = { transactions: P.operatorTransactions, served: P.servedSettings, clock: P.clock };
  bindUseCase(bind, O.showDomainSettings, (d) => new ShowDomainSettings(d), settingsAdmin);
  bindUseCase(bind, O.changeSiteSetting, (d) => new ChangeSiteSetting(d), settingsAdmin);
  bindUseCase(bind, O.resetSiteSetting, (d) => new ResetSiteSetting(d), settingsAdmin);
  // Decision 0077: the admin's operator management.
  bindUseCase(bind, O.listOperators, (d) => new ListOperators(d), { transactions: P.operatorTransactions });
  bindUseCase(bind, O.manageOperator, (d) => new ManageOperator(d), { transactions: P.operatorTransactions, sessions: P.operatorSessions, clock: P.clock });
  // Decision 0073: members for support (and finance's credit corrections).
  bindUseCase(bind, O.findMembers, (d) => new FindMembers(d), { directory: P.memberDirectory });
  bindUseCase(bind, O.showMemberAccount, (d) => new ShowMemberAccount(d), { transactions: P.operatorTransactions, photos: P.photos, directory: P.memberDirectory, clock: P.clock });
  bindUseCase(bind, O.endMemberSessions, (d) => new EndMemberSessions(d), { transactions: P.operatorTransactions, sessions: P.sessionStore, directory: P.memberDirectory, clock: P.clock });
  bindUseCase(bind, O.correctCredits, (d) => new CorrectCredits(d), { transactions: P.operatorTransactions, clock: P.clock });
  bindUseCase(bind, O.resendMemberActivation, (d) => new ResendMemberActivation(d), { transactions: P.operatorTransactions, links: USE_CASES.accounts.links, pageLinks: P.pageLinks, clock: P.clock });
  // Decision 0079: support's change of address, deletion, GDPR export and erasure; the job lifting ended suspensions.
  bindUseCase(bind, O.changeMemberEmail, (d) => new ChangeMemberEmail(d), { transactions: P.operatorTransactions, pageLinks: P.pageLinks, clock: P.clock });
  bindUseCase(bind, O.deleteMemberAccount, (d) => new DeleteMemberAccount(d), {
    transactions: P.operatorTransactions,
    sessions: P.sessionStore,
    links: USE_CASES.accounts.links,
    pageLinks: P.pageLinks,
    clock: P.clock,
  });
  bindUseCase(bind, O.exportMemberForGdpr, (d) => new ExportMemberForGdpr(d), { transactions: P.operatorTransactions, memberData: USE_CASES.privacy.exportMemberData, clock: P.clock });
  bindUseCase(bind, O.eraseMember, (d) => new EraseMember(d), { transactions: P.operatorTransactions, media: P.memberMedia, clock: P.clock });
  bindUseCase(bind, O.liftEndedSuspensions, (d) => new LiftEndedSuspensions(d), { transactions: P.operatorTransactions, pageLinks: P.pageLinks, clock: P.clock });
  // Decision 0076: payments, refunds through the gateway and reversals (finance).
  bindUseCase(bind, O.listPayments, (d) => new ListPayments(d), { book: P.paymentBook });
  bindUseCase(bind, O.showPayment, (d) => new ShowPayment(d), { book: P.paymentBook });
  bindUseCase(bind, O.refundPayment, (d) => new RefundPayment(d), { transactions: P.operatorTransactions, gateway: P.paymentGateway, pageLinks: P.pageLinks, clock: P.clock });
  bindUseCase(bind, O.reversePayment, (d) => new ReversePayment(d), { transactions: P.operatorTransactions, pageLinks: P.pageLinks, clock: P.clock });
  // Decision 0072: the moderators' report queue and suspensions.
  bindUseCase(bind, O.listReports, (d) => new ListReports(d), { transactions: P.operatorTransactions });
  bindUseCase(bind, O.listComplaints, (d) => new ListComplaints(d), { transactions: P.operatorTransactions });
  bindUseCase(bind, O.resolveComplaint, (d) => new ResolveComplaint(d), { transactions: P.operatorTransactions, settings: P.settings, pageLinks: P.pageLinks, clock: P.clock });
  bindUseCase(bind, O.assignComplaint, (d) => new AssignComplaint(d), { transactions: P.operatorTransactions, clock: P.clock });
  bindUseCase(bind, O.showReport, (d) => new ShowReport(d), { transactions: P.operatorTransactions });
  bindUseCase(bind, O.assignReport, (d) => new AssignReport(d), { transactions: P.operatorTransactions, clock: P.clock });
  // Decision 0078: the dashboard and the operators' discount codes.
  bindUseCase(bind, O.showDashboard, (d) => new ShowDashboard(d), { figures: P.dashboardFigures, clock: P.clock });
  bindUseCase(bind, O.listDiscountCodes, (d) => new ListDiscountCodes(d), { transactions: P.operatorTransactions });
  bindUseCase(bind, O.createDiscountCode, (d) => new CreateDiscountCode(d), { transactions: P.operatorTransactions, clock: P.clock });
  bindUseCase(bind, O.limitDiscountCode, (d) => new LimitDiscountCode(d), { transactions: P.operatorTransactions, clock: P.clock });
  bindUseCase(bind, O.endDiscountCode, (d) => new EndDiscountCode(d), { transactions: P.operatorTransactions, clock: P.clock });
  bindUseCase(bind, O.suspendMember, (d) => new SuspendMember(d), { transactions: P.operatorTransactions, sessions: P.sessionStore, pageLinks: P.pageLinks, clock: P.clock });
  bindUseCase(bind, O.liftSuspension, (d) => new LiftSuspension(d), { transactions: P.operatorTransactions, pageLinks: P.pageLinks, clock: P.clock });
  bindUseCase(bind, O.resolveReport, (d) => new ResolveReport(d), { transactions: P.operatorTransactions, sessions: P.sessionStore, pageLinks: P.pageLinks, photos: P.photos, storage: P.photoStorage, clock: P.clock });
  bindUseCase(bind, O.listPhotoQueue, (d) => new ListPhotoQueue(d), { transactions: P.operatorTransactions });
  bindUseCase(bind, O.photoForReview, (d) => new PhotoForReview(d), { transactions: P.operatorTransactions });
  bindUseCase(bind, O.reviewPhoto, (d) => new ReviewPhoto(d), { transactions: P.operatorTransactions, photos: P.photos, storage: P.photoStorage, pageLinks: P.pageLinks, clock: P.clock });
});
