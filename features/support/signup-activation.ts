import { Before } from '@cucumber/cucumber';
import type { InMemoryWorld } from '../../test/support/in-memory-world';
import type { TrackingData } from '../../domain/accounts/tracking';
import type { MemberId } from '../../domain/shared/ids';
import type { ChatWorld } from './world';

/** Signup and activation state of a scenario, beside the shared world. */
export interface AccountsState {
  readonly accounts: InMemoryWorld;
  signups: string;
  /** Visitors who signed up in the scenario, by first name. */
  readonly visitors: Map<string, MemberId>;
  /** Where a visitor arrived from, by first name. */
  readonly arrivals: Map<string, TrackingData>;
}

const states = new WeakMap<ChatWorld, AccountsState>();

Before(function (this: ChatWorld) {
  const app = this.app;
  states.set(this, {
    accounts: app,
    signups: app.settings.signups,
    visitors: new Map(),
    arrivals: new Map(),
  });
});

export function accountsOf(world: ChatWorld): AccountsState {
  const state = states.get(world);
  if (!state) throw new Error('signup and activation state missing');
  return state;
}

export const ACTIVATION_MAIL = { domain: 'hartslag.example', linkHours: 72 };

