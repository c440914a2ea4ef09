import { Before } from '@cucumber/cucumber';
import { createSignupActivation, type SignupActivation } from '../../adapters/memory/in-memory-account-activation';
import type { TrackingData } from '../../domain/accounts/tracking';
import type { MemberId } from '../../domain/shared/ids';
import type { ChatWorld } from './world';

/** Signup and activation state of a scenario, beside the shared world. */
export interface AccountsState {
  readonly accounts: SignupActivation;
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
    accounts: createSignupActivation({ ...app, members: app.members }),
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

export const ACTIVATION_MAIL = { linkBase: 'https://hartslag.example', domain: 'hartslag.example', linkHours: 72 };

