import { Before } from '@cucumber/cucumber';
import type { InMemoryWorld } from '../../test/support/in-memory-world';
import type { ChatWorld } from './world';

/** What the login-security scenarios add to the world: the use cases, the mails sent, the addresses logins come from. */
export interface LoginSecurityState {
  security: InMemoryWorld;
  /** The sessions a member has open, by device name. */
  devices: Map<string, string>;
}

export type LoginSecurityScenario = ChatWorld & LoginSecurityState;

export const HOME_ADDRESS = '203.0.113.7';
export const SITE = { domain: 'hartslag.example' };

Before(function (this: LoginSecurityScenario) {
  this.security = this.app;
  this.devices = new Map();
});
