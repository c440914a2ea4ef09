import { regionCatalogue } from '../../adapters/geo/region-data';
import { ActivateAccount } from '../../domain/accounts/activate-account';
import { ResendActivation } from '../../domain/accounts/resend-activation';
import { SignUp } from '../../domain/accounts/sign-up';
import { PostgresAccountTransactions } from '../../adapters/postgres/postgres-account-activation';
import type { CoreServices } from './core-services';

/** Signup, activation and the mails around them. */
export interface SignupActivationServices {
  readonly signUp: SignUp;
  readonly activateAccount: ActivateAccount;
  readonly resendActivation: ResendActivation;
}

export function composeSignupActivation(core: CoreServices): SignupActivationServices {
  const transactions = new PostgresAccountTransactions(core.knex, core.clock);
  const links = core.accountLinks;
  return {
    signUp: new SignUp({ transactions, hasher: core.passwordHasher, sessions: core.sessions, clock: core.clock, links, mailer: core.mailer, regions: regionCatalogue }),
    activateAccount: new ActivateAccount({ links, transactions, sessions: core.sessions, events: core.events }),
    resendActivation: new ResendActivation({ members: core.members, links, mailer: core.mailer, rateLimiter: core.rateLimiter, clock: core.clock }),
  };
}
