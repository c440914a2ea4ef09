import { Before } from '@cucumber/cucumber';
import { withLoginSecurity, type LoginSecurityWorld } from '../../adapters/memory/in-memory-login-security';
import type { DomainError } from '../../domain/shared/domain-error';
import type { ChatWorld } from './world';

/** What the login-security scenarios add to the world: the use cases, the mails sent, the addresses logins come from. */
export interface LoginSecurityState {
  security: LoginSecurityWorld;
  /** The sessions a member has open, by device name. */
  devices: Map<string, string>;
}

export type LoginSecurityScenario = ChatWorld & LoginSecurityState;

export const HOME_ADDRESS = '203.0.113.7';
export const SITE = { linkBase: 'https://hartslag.test', domain: 'hartslag.test' };

Before(function (this: LoginSecurityScenario) {
  this.security = withLoginSecurity(this.app);
  this.devices = new Map();
});

/** The Dutch texts of SPEC §8 the pages show for each refusal (the web's catalogue holds the same words). */
export function shownText(refusal: DomainError | undefined): string {
  if (!refusal) return '(nothing: it worked)';
  switch (refusal.code) {
    case 'login_failed':
      return 'Login mislukt, probeer opnieuw';
    case 'login_locked':
      return `Te veel foute pogingen, account voor ${refusal.details?.minutes} min geblokkeerd.`;
    case 'reset_limit':
      return 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.';
    case 'email_not_found':
      return 'E-mailadres niet gevonden';
    case 'link_invalid':
      return 'Link verlopen of invalide, vraag een nieuwe e-mail aan';
    case 'email_taken':
      return 'Dit e-mailadres heeft al een account op deze site.';
    case 'invalid_input':
      if (refusal.field === 'email') return 'Ongeldige e-mail';
      if (refusal.field === 'password_confirmation') return 'the two passwords differ';
      return `the ${refusal.field} is ${refusal.message}`;
    case 'wrong_password':
      return 'the password is wrong';
    default:
      return refusal.code;
  }
}
