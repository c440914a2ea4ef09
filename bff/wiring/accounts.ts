import { ContainerModule } from 'inversify';
import { AccountLinks } from '../../domain/accounts/account-links';
import { ActivateAccount } from '../../domain/accounts/activate-account';
import { ChangePassword } from '../../domain/accounts/change-password';
import { ConfirmEmailChange } from '../../domain/accounts/confirm-email-change';
import { CurrentMember } from '../../domain/accounts/current-member';
import { DeleteAccount } from '../../domain/accounts/delete-account';
import { LogIn } from '../../domain/accounts/log-in';
import { PurgeDeletedAccounts } from '../../domain/accounts/purge-deleted-accounts';
import { Reactivate } from '../../domain/accounts/reactivate';
import { RequestEmailChange } from '../../domain/accounts/request-email-change';
import { RequestPasswordReset } from '../../domain/accounts/request-password-reset';
import { RequestReactivation } from '../../domain/accounts/request-reactivation';
import { ResendActivation } from '../../domain/accounts/resend-activation';
import { ResetPassword } from '../../domain/accounts/reset-password';
import { SessionStarter } from '../../domain/accounts/session-starter';
import { SignUp } from '../../domain/accounts/sign-up';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const A = USE_CASES.accounts;

/** SPEC §4, §5: signup and activation, login and its lockout, password and email, deletion and reactivation. */
export const accountsModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, A.sessions, (d) => new SessionStarter(d), { sessions: P.sessionStore, tokens: P.randomTokens, clock: P.clock, events: P.events });
  bindUseCase(bind, A.links, (d) => new AccountLinks(d), { store: P.linkStore, tokens: P.randomTokens, clock: P.clock });
  bindUseCase(bind, A.currentMember, (d) => new CurrentMember(d), { members: P.members });
  bindUseCase(bind, A.signUp, (d) => new SignUp(d), {
    transactions: P.accountTransactions,
    hasher: P.passwordHasher,
    sessions: A.sessions,
    clock: P.clock,
    links: A.links,
    pageLinks: P.pageLinks,
    regions: P.regions,
    rateLimiter: P.rateLimiter,
  });
  bindUseCase(bind, A.activateAccount, (d) => new ActivateAccount(d), { links: A.links, transactions: P.accountTransactions, sessions: A.sessions, events: P.events });
  bindUseCase(bind, A.resendActivation, (d) => new ResendActivation(d), { members: P.members, links: A.links, mailer: P.mailer, pageLinks: P.pageLinks, rateLimiter: P.rateLimiter, clock: P.clock });
  bindUseCase(bind, A.logIn, (d) => new LogIn(d), {
    members: P.members,
    hasher: P.passwordHasher,
    sessions: A.sessions,
    decoyHash: P.decoyHash,
    rateLimiter: P.rateLimiter,
    suspensions: P.suspensions,
    clock: P.clock,
  });
  bindUseCase(bind, A.requestPasswordReset, (d) => new RequestPasswordReset(d), { members: P.members, links: A.links, mailer: P.mailer, pageLinks: P.pageLinks, clock: P.clock, rateLimiter: P.rateLimiter });
  bindUseCase(bind, A.resetPassword, (d) => new ResetPassword(d), {
    links: A.links,
    members: P.members,
    credentials: P.credentials,
    hasher: P.passwordHasher,
    sessions: A.sessions,
    rateLimiter: P.rateLimiter,
    mailer: P.mailer, pageLinks: P.pageLinks,
  });
  bindUseCase(bind, A.changePassword, (d) => new ChangePassword(d), {
    credentials: P.credentials,
    hasher: P.passwordHasher,
    sessions: A.sessions,
    members: P.members,
    mailer: P.mailer, pageLinks: P.pageLinks,
    rateLimiter: P.rateLimiter,
    clock: P.clock,
  });
  bindUseCase(bind, A.requestEmailChange, (d) => new RequestEmailChange(d), {
    members: P.members,
    credentials: P.credentials,
    hasher: P.passwordHasher,
    links: A.links,
    mailer: P.mailer, pageLinks: P.pageLinks,
    rateLimiter: P.rateLimiter,
    clock: P.clock,
  });
  bindUseCase(bind, A.confirmEmailChange, (d) => new ConfirmEmailChange(d), {
    links: A.links,
    members: P.members,
    credentials: P.credentials,
    mailer: P.mailer,
    pageLinks: P.pageLinks,
    emailPreferences: P.emailPreferences,
  });
  bindUseCase(bind, A.deleteAccount, (d) => new DeleteAccount(d), {
    members: P.members,
    closures: P.closures,
    hasher: P.passwordHasher,
    sessions: A.sessions,
    links: A.links,
    mailer: P.mailer, pageLinks: P.pageLinks,
    rateLimiter: P.rateLimiter,
    clock: P.clock,
  });
  bindUseCase(bind, A.requestReactivation, (d) => new RequestReactivation(d), { members: P.members, links: A.links, mailer: P.mailer, pageLinks: P.pageLinks, clock: P.clock, rateLimiter: P.rateLimiter });
  bindUseCase(bind, A.reactivate, (d) => new Reactivate(d), { members: P.members, closures: P.closures, links: A.links, sessions: A.sessions, clock: P.clock });
  bindUseCase(bind, A.purgeDeletedAccounts, (d) => new PurgeDeletedAccounts(d), { closures: P.closures, media: P.memberMedia, clock: P.clock });
});
