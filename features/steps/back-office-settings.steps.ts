import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { FixedClock } from '../../adapters/memory/fixed-clock';
import { InMemoryOperatorTransactions, OperatorState } from '../../adapters/memory/in-memory-operators';
import { InMemorySiteSettings } from '../../adapters/memory/in-memory-site-settings';
import { InMemoryStore } from '../../adapters/memory/in-memory-store';
import { InMemoryTransactions } from '../../adapters/memory/in-memory-transactions';
import { operatorActor, operatorId, type Actor } from '../../domain/operators/actor';
import { isOperatorRole } from '../../domain/operators/roles';
import { ChangeSiteSetting, ResetSiteSetting, ShowDomainSettings } from '../../domain/operators/settings/site-setting-admin';

/** features/back-office/settings.feature: decision 0077's use cases on the memory adapters. */
interface SettingsDesk {
  state: OperatorState;
  served: InMemorySiteSettings;
  show: ShowDomainSettings;
  change: ChangeSiteSetting;
  reset: ResetSiteSetting;
  actor?: Actor;
  refusal?: { code?: string; field?: string };
}
type Scenario = { settingsDesk?: SettingsDesk };

const desk = (scenario: Scenario): SettingsDesk => {
  assert.ok(scenario.settingsDesk, 'the install serves a domain');
  return scenario.settingsDesk;
};

Given('the install serves the domain {string}', function (this: Scenario, domain: string) {
  const clock = new FixedClock(new Date('2026-12-07T12:00:00Z'));
  const state = new OperatorState();
  const transactions = new InMemoryOperatorTransactions(new InMemoryTransactions(new InMemoryStore(), clock), state);
  const served = new InMemorySiteSettings({ domain }, () => state.settings.rows.values());
  const deps = { transactions, served, clock };
  this.settingsDesk = { state, served, show: new ShowDomainSettings(deps), change: new ChangeSiteSetting(deps), reset: new ResetSiteSetting(deps) };
});

Given('a back office operator with the role {string} opens the settings', function (this: Scenario, role: string) {
  assert.ok(isOperatorRole(role));
  desk(this).actor = operatorActor(operatorId(1), role);
});

Given('{int} profiles are flagged fictional', function (this: Scenario, count: number) {
  desk(this).state.settings.fictional = count;
});

const setting = async (scenario: Scenario, key: string, domain: string, value: unknown, reason?: string) => {
  const d = desk(scenario);
  assert.ok(d.actor, 'the scenario has an operator');
  d.refusal = undefined;
  await d.change.run(d.actor, { domain, key, value, reason }).catch((error: unknown) => {
    d.refusal = error as SettingsDesk['refusal'];
  });
};

When('she sets {string} of {string} to {int} because {string}', function (this: Scenario, key: string, domain: string, value: number, reason: string) {
  return setting(this, key, domain, value, reason);
});
When('she sets {string} of {string} to {int}', function (this: Scenario, key: string, domain: string, value: number) {
  return setting(this, key, domain, value);
});
When('she sets {string} of {string} to {string}', function (this: Scenario, key: string, domain: string, value: string) {
  return setting(this, key, domain, value);
});

When('she resets {string} of {string}', async function (this: Scenario, key: string, domain: string) {
  const d = desk(this);
  await d.reset.run(d.actor!, { domain, key });
});

const SOURCES = { 'its own setting': 'domain', 'all domains': 'install', 'the default': 'default' } as const;

const serves = async (scenario: Scenario, domain: string, key: string, value: unknown, source: string) => {
  const d = desk(scenario);
  const view = await d.show.run(operatorActor(operatorId(99), 'admin'), domain);
  const shown = view.settings.find((s) => s.key === key);
  assert.deepEqual({ value: shown?.value, source: shown?.source }, { value, source: SOURCES[source as keyof typeof SOURCES] });
  // What the site itself is served, not only what the back office shows.
  assert.deepEqual((await d.served.forDomain())[key as 'name'], value);
};

Then('{string} serves {string} as {int}, from {}', function (this: Scenario, domain: string, key: string, value: number, source: string) {
  return serves(this, domain, key, value, source);
});
Then('{string} serves {string} as {string}, from {}', function (this: Scenario, domain: string, key: string, value: string, source: string) {
  return serves(this, domain, key, value, source);
});

Then('the newest row of the audit trail says {string} of {string} changed from {int} to {int} because {string}', function (this: Scenario, key: string, domain: string, from: number, to: number, reason: string) {
  const row = desk(this).state.audit.at(-1);
  assert.ok(row);
  assert.equal(row.action, 'setting.changed');
  assert.equal(row.reason, reason);
  assert.deepEqual(row.details, { domain, key, old: String(from), new: String(to) });
});

Then('the change is {word}', function (this: Scenario, outcome: string) {
  const d = desk(this);
  if (outcome === 'saved') assert.equal(d.refusal, undefined);
  else {
    assert.equal(d.refusal?.code, 'forbidden');
    assert.equal(d.state.settings.rows.size, 0);
    assert.equal(d.state.audit.length, 0);
  }
});

Then('she is told the notice of the fictional profiles must stay on, because of {string}', function (this: Scenario, key: string) {
  assert.deepEqual({ code: desk(this).refusal?.code, field: desk(this).refusal?.field }, { code: 'fictional_disclosure_required', field: key });
});
