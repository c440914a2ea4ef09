import { Before } from '@cucumber/cucumber';
import { withLoginSecurity, type LoginSecurityWorld } from '../../adapters/memory/in-memory-login-security';
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
