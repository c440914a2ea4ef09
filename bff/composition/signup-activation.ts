import { SignUp } from '../../domain/accounts/sign-up';
import type { CoreServices } from './core-services';

/** Signup, activation and the mails around them. */
export interface SignupActivationServices {
  readonly signUp: SignUp;
}

export function composeSignupActivation(core: CoreServices): SignupActivationServices {
  return {
    signUp: new SignUp({ transactions: core.transactions, hasher: core.passwordHasher, sessions: core.sessions, clock: core.clock }),
  };
}
