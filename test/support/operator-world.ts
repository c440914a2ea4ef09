import { FixedClock } from '../../adapters/memory/fixed-clock';
import { InMemoryAuditTrail, InMemoryOperators, InMemoryOperatorSessions, InMemoryOperatorTransactions, OperatorState } from '../../adapters/memory/in-memory-operators';
import { InMemoryOutboxQueue } from '../../adapters/memory/in-memory-outbox';
import { InMemoryRateLimiter } from '../../adapters/memory/in-memory-rate-limiter';
import { InMemoryStore } from '../../adapters/memory/in-memory-store';
import { InMemoryTransactions } from '../../adapters/memory/in-memory-transactions';
import { PlainPasswordHasher } from '../../adapters/memory/plain-password-hasher';
import { SequentialTokens } from '../../adapters/memory/sequential-tokens';
import { OtplibTwoFactorCodes } from '../../adapters/security/otplib-two-factor-codes';
import type { LockoutLimits } from '../../domain/accounts/login-lockout';
import { CONSOLE, type OperatorId } from '../../domain/operators/actor';
import { ConfirmTotp } from '../../domain/operators/confirm-totp';
import { CreateOperator } from '../../domain/operators/create-operator';
import { CurrentOperator } from '../../domain/operators/current-operator';
import { EnrolTotp } from '../../domain/operators/enrol-totp';
import { ListAuditEntries } from '../../domain/operators/list-audit-entries';
import { LogInOperator } from '../../domain/operators/log-in-operator';
import { LogOutOperator } from '../../domain/operators/log-out-operator';
import { OperatorSessionKeeper } from '../../domain/operators/operator-session-keeper';
import { InviteOperator, ResendOperatorSetup, SetUpOperatorPassword } from '../../domain/operators/operator-setup';
import type { PageLinks } from '../../domain/mail/page-links';
import { PassSecondFactor } from '../../domain/operators/pass-second-factor';
import type { OperatorRole } from '../../domain/operators/roles';
import { SecondFactorAttempts } from '../../domain/operators/second-factor-attempts';
import { totpStep } from '../../domain/operators/totp-window';

export const OPERATOR_LIMITS: LockoutLimits = { perAccount: 5, perIp: 20, minutes: 15 };
export const OPERATOR_PASSWORD = 'hartslag-achterkamer';

/** The back office's use cases on the memory adapters, the real TOTP library and a clock that stands still. */
export function createOperatorWorld(now = new Date('2026-12-07T12:00:00Z')) {
  const clock = new FixedClock(now);
  const state = new OperatorState();
  const tokens = new SequentialTokens();
  const rateLimiter = new InMemoryRateLimiter();
  const hasher = new PlainPasswordHasher();
  const codes = new OtplibTwoFactorCodes();
  const operators = new InMemoryOperators(state);
  const audit = new InMemoryAuditTrail(state);
  const outbox = new InMemoryOutboxQueue(clock);
  const transactions = new InMemoryOperatorTransactions(new InMemoryTransactions(new InMemoryStore(), clock, outbox), state);
  // Decision 0083: set-up links at the domain's base URL, as the bff's SitePageLinks makes them.
  const pageLinks: PageLinks = {
    to: async (domain, page, token) => (await pageLinks.of(domain)).to(page, token),
    of: async (domain) => ({ domain, to: (page, token) => `https://${domain}/${page === 'operator_setup' ? 'admin/setup' : page}${token ? `?token=${token}` : ''}` }),
  };
  const setupDeps = { transactions, tokens, pageLinks, clock };
  const sessions = new OperatorSessionKeeper({ sessions: new InMemoryOperatorSessions(state), tokens, clock });
  const attempts = new SecondFactorAttempts({ rateLimiter, clock });
  const secondFactor = { operators, transactions, sessions, attempts, codes, tokens, clock };
  const world = {
    clock,
    state,
    transactions,
    codes,
    operators,
    audit,
    sessions,
    logIn: new LogInOperator({ operators, hasher, decoyHash: 'plain:no one', rateLimiter, sessions, clock }),
    enrolTotp: new EnrolTotp({ operators, sessions, codes, issuer: 'Hartslag' }),
    confirmTotp: new ConfirmTotp(secondFactor),
    passSecondFactor: new PassSecondFactor(secondFactor),
    currentOperator: new CurrentOperator({ operators, sessions }),
    logOut: new LogOutOperator({ sessions, transactions, clock }),
    createOperator: new CreateOperator({ transactions, hasher, clock }),
    listAuditEntries: new ListAuditEntries({ audit }),
    outbox,
    inviteOperator: new InviteOperator(setupDeps),
    resendOperatorSetup: new ResendOperatorSetup(setupDeps),
    setUpOperatorPassword: new SetUpOperatorPassword({ transactions, tokens, hasher, rateLimiter, clock }),
    /** The mails waiting in the outbox (claimed: each is seen once). */
    async mails() {
      return (await outbox.claim(clock.now(), 100, 60, 'test')).map((row) => row.item);
    },
    /** The code her app shows now (or `steps` time steps away). */
    codeNow(secret: string, steps = 0): string {
      return codes.codeAt(secret, totpStep(clock.now()) + steps);
    },
    async addOperator(role: OperatorRole, email = `${role}@hartslag.test`): Promise<OperatorId> {
      return world.createOperator.run(CONSOLE, { email, name: `De ${role}`, role, password: OPERATOR_PASSWORD });
    },
    /** Logs her in through enrolment: her secret, recovery codes and full session token. */
    async enrolled(email: string): Promise<{ secret: string; recoveryCodes: readonly string[]; token: string }> {
      const login = await world.logIn.run({ email, password: OPERATOR_PASSWORD, ip: '203.0.113.9', limits: OPERATOR_LIMITS });
      const offer = await world.enrolTotp.run(login.session.token);
      const confirmed = await world.confirmTotp.run({ sessionToken: login.session.token, code: world.codeNow(offer.secret), limits: OPERATOR_LIMITS });
      return { secret: offer.secret, recoveryCodes: confirmed.recoveryCodes, token: confirmed.session.token };
    },
  };
  return world;
}

export type OperatorWorld = ReturnType<typeof createOperatorWorld>;
