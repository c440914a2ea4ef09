import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { InMemoryOperatorSessions } from '../../adapters/memory/in-memory-operators';
import { operatorActor, type Actor, type OperatorId } from '../../domain/operators/actor';
import { ListOperators, ManageOperator } from '../../domain/operators/manage-operators';
import { createOperatorWorld, OPERATOR_LIMITS, OPERATOR_PASSWORD, type OperatorWorld } from '../../test/support/operator-world';

/** features/back-office/operators.feature: decision 0077's operator management on the memory adapters. */
interface Roster {
  world: OperatorWorld;
  list: ListOperators;
  manage: ManageOperator;
  ids: Map<string, OperatorId>;
  tokens: Map<string, string>;
  actors: { admin: Actor; moderator: Actor };
  seen?: Awaited<ReturnType<ListOperators['run']>>;
  refusal?: { code?: string };
}
type Scenario = { roster?: Roster };

const roster = (scenario: Scenario): Roster => {
  assert.ok(scenario.roster);
  return scenario.roster;
};
const idOf = (r: Roster, email: string): OperatorId => {
  const id = r.ids.get(email);
  assert.ok(id, `no operator ${email}`);
  return id;
};
const attempt = async (r: Roster, work: Promise<unknown>) => {
  r.refusal = undefined;
  await work.catch((error: unknown) => {
    r.refusal = error as Roster['refusal'];
  });
};
const logIn = (r: Roster, email: string) => r.world.logIn.run({ email, password: OPERATOR_PASSWORD, ip: '203.0.113.40', limits: OPERATOR_LIMITS });

Given('the back office has the admin {string} and the moderator {string}, both signed in', async function (this: Scenario, admin: string, moderator: string) {
  const world = createOperatorWorld();
  const sessions = new InMemoryOperatorSessions(world.state);
  const ids = new Map<string, OperatorId>();
  const tokens = new Map<string, string>();
  for (const [email, role] of [[admin, 'admin'], [moderator, 'moderator']] as const) {
    ids.set(email, await world.addOperator(role, email));
    tokens.set(email, (await world.enrolled(email)).token);
    world.clock.advance(60_000);
  }
  this.roster = {
    world,
    list: new ListOperators({ transactions: world.transactions }),
    manage: new ManageOperator({ transactions: world.transactions, sessions, clock: world.clock }),
    ids,
    tokens,
    actors: { admin: operatorActor(ids.get(admin)!, 'admin'), moderator: operatorActor(ids.get(moderator)!, 'moderator') },
  };
});

When('the admin lists the operators', async function (this: Scenario) {
  const r = roster(this);
  r.seen = await r.list.run(r.actors.admin);
});

Then('she sees {string} as an active admin and {string} as an active moderator', function (this: Scenario, admin: string, moderator: string) {
  const seen = (roster(this).seen ?? []).map((o) => ({ email: o.email, role: o.role, active: !o.disabledAt, signedIn: Boolean(o.lastLoginAt) }));
  assert.deepEqual(
    seen.sort((a, b) => a.email.localeCompare(b.email)),
    [
      { email: admin, role: 'admin', active: true, signedIn: true },
      { email: moderator, role: 'moderator', active: true, signedIn: true },
    ],
  );
});

When('the admin disables {string} because {string}', function (this: Scenario, email: string, reason: string) {
  const r = roster(this);
  return attempt(r, r.manage.disable(r.actors.admin, idOf(r, email), { reason }));
});
When('the admin disables {string}', function (this: Scenario, email: string) {
  const r = roster(this);
  return attempt(r, r.manage.disable(r.actors.admin, idOf(r, email)));
});
When('the admin enables {string}', function (this: Scenario, email: string) {
  const r = roster(this);
  return attempt(r, r.manage.enable(r.actors.admin, idOf(r, email)));
});
When('the admin resets the second factor of {string}', function (this: Scenario, email: string) {
  const r = roster(this);
  return attempt(r, r.manage.resetSecondFactor(r.actors.admin, idOf(r, email)));
});
When('the admin makes {string} a(n) {word}', function (this: Scenario, email: string, role: string) {
  const r = roster(this);
  return attempt(r, r.manage.changeRole(r.actors.admin, idOf(r, email), { role }));
});
When('the moderator makes {string} a(n) {word}', function (this: Scenario, email: string, role: string) {
  const r = roster(this);
  return attempt(r, r.manage.changeRole(r.actors.moderator, idOf(r, email), { role }));
});

Then('{string} is no longer signed in', async function (this: Scenario, email: string) {
  const r = roster(this);
  assert.equal(await r.world.currentOperator.run(r.tokens.get(email)!), undefined);
});

Then('{string} cannot log in', async function (this: Scenario, email: string) {
  const r = roster(this);
  await assert.rejects(logIn(r, email), { code: 'login_failed' });
});

Then('{string} can log in again', async function (this: Scenario, email: string) {
  assert.equal((await logIn(roster(this), email)).next, 'totp');
});

Then('at her next login {string} is asked to enrol an authenticator app', async function (this: Scenario, email: string) {
  assert.equal((await logIn(roster(this), email)).next, 'enrol');
});

Then('the audit trail says {string} was disabled because {string} and enabled again', function (this: Scenario, email: string, reason: string) {
  const r = roster(this);
  const rows = r.world.state.audit.filter((row) => row.target === `operator:${idOf(r, email)}`).slice(-2);
  assert.deepEqual(
    rows.map((row) => ({ action: row.action, reason: row.reason })),
    [
      { action: 'operator.disabled', reason },
      { action: 'operator.enabled', reason: undefined },
    ],
  );
});

Then('she is told there must stay an active admin', function (this: Scenario) {
  assert.equal(roster(this).refusal?.code, 'last_admin');
});

Then('the moderator is refused', function (this: Scenario) {
  assert.equal(roster(this).refusal?.code, 'forbidden');
});
