import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { createOperatorWorld, OPERATOR_LIMITS, OPERATOR_PASSWORD, type OperatorWorld } from '../../test/support/operator-world';
import { memberId } from '../../domain/shared/ids';
import { memberActor, operatorActor, VISITOR, type Actor, type OperatorId } from '../../domain/operators/actor';
import { auditEntry, type AuditAction } from '../../domain/operators/audit';
import { may, OPERATOR_ACTIONS, type OperatorAction } from '../../domain/operators/permissions';
import { isOperatorRole } from '../../domain/operators/roles';

/** features/back-office/roles.feature: the rules of domain/operators on the memory adapters (decision 0070). */
interface BackOffice {
  world: OperatorWorld;
  actor: Actor;
  email: string;
  id: OperatorId;
  token?: string;
  secret?: string;
  recoveryCodes?: readonly string[];
  code?: string;
  refusal?: unknown;
  left?: number;
}
type Scenario = { backOffice?: BackOffice };

const WORDS: Readonly<Record<string, OperatorAction>> = {
  'see the dashboard': 'dashboard.view',
  'work reports': 'reports.work',
  'moderate photos': 'photos.moderate',
  'view members': 'members.view',
  'edit members': 'members.edit',
  'suspend members': 'members.suspend',
  'resend mails': 'mail.resend',
  'handle GDPR requests': 'gdpr.handle',
  'view payments': 'payments.view',
  'refund payments': 'payments.refund',
  'correct credits': 'credits.correct',
  'edit discount codes': 'discounts.edit',
  'edit settings': 'settings.edit',
  'manage operators': 'operators.manage',
  'read the audit trail': 'audit.view',
};
const AUDITED: Readonly<Record<string, AuditAction>> = {
  'a suspension': 'member.suspended',
  'a refund': 'payment.refunded',
  'a credit correction': 'credits.corrected',
  'a login': 'operator.logged_in',
};

const actionsIn = (list: string): OperatorAction[] =>
  list === 'nothing'
    ? []
    : list.split(',').map((words) => {
        const action = WORDS[words.trim()];
        assert.ok(action, `no back office action is called "${words.trim()}"`);
        return action;
      });
const office = (scenario: Scenario): BackOffice => {
  assert.ok(scenario.backOffice, 'the scenario has an operator');
  return scenario.backOffice;
};
const logIn = (b: BackOffice) => b.world.logIn.run({ email: b.email, password: OPERATOR_PASSWORD, ip: '203.0.113.30', limits: OPERATOR_LIMITS });
const refusedWith = async (work: Promise<unknown>, code: string) => {
  await assert.rejects(work, (error: { code?: string }) => error.code === code);
};

Given('an operator whose role is {string}', async function (this: Scenario, role: string) {
  assert.ok(isOperatorRole(role));
  const world = createOperatorWorld();
  const email = `${role}@hartslag.test`;
  const id = await world.addOperator(role, email);
  this.backOffice = { world, email, id, actor: operatorActor(id, role) };
});

Given('an enrolled operator', async function (this: Scenario) {
  const world = createOperatorWorld();
  const email = 'ingeschreven@hartslag.test';
  const id = await world.addOperator('support', email);
  const enrolled = await world.enrolled(email);
  this.backOffice = { world, email, id, actor: operatorActor(id, 'support'), secret: enrolled.secret, recoveryCodes: enrolled.recoveryCodes };
  // A later login's code belongs to a later half minute than the enrolment's.
  world.clock.advance(60_000);
});

Then('the back office lets her {}', function (this: Scenario, list: string) {
  for (const action of actionsIn(list)) assert.equal(may(office(this).actor, action), true, `she may ${action}`);
});

Then('the back office refuses her {}', function (this: Scenario, list: string) {
  for (const action of actionsIn(list)) assert.equal(may(office(this).actor, action), false, `she may not ${action}`);
});

Then('the back office refuses a member everything', function () {
  for (const action of OPERATOR_ACTIONS) assert.equal(may(memberActor(memberId(1)), action), false);
});

Then('the back office refuses a visitor everything', function () {
  for (const action of OPERATOR_ACTIONS) assert.equal(may(VISITOR, action), false);
});

When('she adds the operator {string} with the role {string}', async function (this: Scenario, email: string, role: string) {
  await office(this).world.createOperator.run(office(this).actor, { email, name: 'Mo', role, password: OPERATOR_PASSWORD });
});

When('she tries to add the operator {string} with the role {string}', async function (this: Scenario, email: string, role: string) {
  const b = office(this);
  b.refusal = await b.world.createOperator.run(b.actor, { email, name: 'Nog een', role, password: OPERATOR_PASSWORD }).then(() => undefined, (error: unknown) => error);
});

When('she tries to read the audit trail', async function (this: Scenario) {
  const b = office(this);
  b.refusal = await b.world.listAuditEntries.run(b.actor).then(() => undefined, (error: unknown) => error);
});

Then('she is refused', function (this: Scenario) {
  assert.equal((office(this).refusal as { code?: string } | undefined)?.code, 'forbidden');
});

Then('no operator {string} exists', async function (this: Scenario, email: string) {
  assert.equal(await office(this).world.operators.findByEmail(email), undefined);
});

Then('{string} can log in with her password', async function (this: Scenario, email: string) {
  const login = await office(this).world.logIn.run({ email, password: OPERATOR_PASSWORD, ip: '203.0.113.31', limits: OPERATOR_LIMITS });
  assert.equal(login.next, 'enrol');
});

Then('the newest row of the audit trail says the admin created an operator with the role {string}', async function (this: Scenario, role: string) {
  const b = office(this);
  const [row] = (await b.world.listAuditEntries.run(b.actor, { limit: 1 })).entries;
  assert.ok(row);
  assert.deepEqual(row.who, { operatorId: b.id });
  assert.equal(row.action, 'operator.created');
  assert.match(row.target ?? '', /^operator:\d+$/);
  assert.equal(row.details?.role, role);
  assert.equal(row.at.toISOString(), b.world.clock.now().toISOString());
});

Then('an audit row for {string} without a reason is refused', function (what: string) {
  const action = AUDITED[what]!;
  assert.throws(() => auditEntry({ who: { console: true }, action, at: new Date(0) }), (error: { field?: string }) => error.field === 'reason');
});

Then('an audit row for {string} needs no reason', function (what: string) {
  assert.doesNotThrow(() => auditEntry({ who: { console: true }, action: AUDITED[what]!, at: new Date(0) }));
});

When('she types a wrong password {int} times', async function (this: Scenario, times: number) {
  const b = office(this);
  for (let i = 0; i < times; i += 1) {
    await refusedWith(b.world.logIn.run({ email: b.email, password: `fout ${i}`, ip: '203.0.113.30', limits: OPERATOR_LIMITS }), 'login_failed');
  }
});

Then('even her right password is refused: {string}', async function (this: Scenario, _why: string) {
  await assert.rejects(logIn(office(this)), (error: { code?: string; details?: { minutes?: number } }) => error.code === 'login_locked' && error.details?.minutes === 15);
});

When('{int} minutes pass', function (this: Scenario, minutes: number) {
  office(this).world.clock.advance(minutes * 60_000);
});

Then('her right password is taken', async function (this: Scenario) {
  await logIn(office(this));
});

When('she logs in with her password for the first time', async function (this: Scenario) {
  const b = office(this);
  const login = await logIn(b);
  assert.equal(login.next, 'enrol');
  b.token = login.session.token;
});

Then('she is asked to enrol her authenticator app', async function (this: Scenario) {
  const b = office(this);
  const offer = await b.world.enrolTotp.run(b.token!);
  assert.match(offer.uri, /^otpauth:\/\/totp\//);
  b.secret = offer.secret;
});

When('she types the code her app shows now', async function (this: Scenario) {
  const b = office(this);
  const confirmed = await b.world.confirmTotp.run({ sessionToken: b.token!, code: b.world.codeNow(b.secret!), limits: OPERATOR_LIMITS });
  b.token = confirmed.session.token;
  b.recoveryCodes = confirmed.recoveryCodes;
});

Then('she is logged in', async function (this: Scenario) {
  const b = office(this);
  assert.equal((await b.world.currentOperator.run(b.token!))?.stage, 'full');
});

Then('she is shown {int} recovery codes, once', function (this: Scenario, count: number) {
  const codes = office(this).recoveryCodes ?? [];
  assert.equal(new Set(codes).size, count);
  // Kept only as digests: no stored value is a code she was shown.
  const stored = [...office(this).world.state.recoveryCodes.values()].flatMap((set) => [...set]);
  assert.equal(stored.filter((digest) => codes.includes(digest)).length, 0);
});

Then('the audit trail shows {string} and {string}', async function (this: Scenario, first: string, second: string) {
  const rows = (await office(this).world.audit.latest({ limit: 2 })).entries.map((row) => row.action);
  assert.deepEqual(rows, [first, second]);
});

When(/^she logs in with her password(?: again)?$/, async function (this: Scenario) {
  const b = office(this);
  const login = await logIn(b);
  assert.equal(login.next, 'totp');
  b.token = login.session.token;
});

Then('a code of 60 seconds ago is refused', async function (this: Scenario) {
  const b = office(this);
  await refusedWith(b.world.passSecondFactor.run({ sessionToken: b.token!, code: b.world.codeNow(b.secret!, -2), limits: OPERATOR_LIMITS }), 'code_invalid');
});

Then('the code her app shows now logs her in', async function (this: Scenario) {
  const b = office(this);
  b.code = b.world.codeNow(b.secret!);
  const passed = await b.world.passSecondFactor.run({ sessionToken: b.token!, code: b.code, limits: OPERATOR_LIMITS });
  assert.equal((await b.world.currentOperator.run(passed.session.token))?.stage, 'full');
});

Then('the same code is refused', async function (this: Scenario) {
  const b = office(this);
  await refusedWith(b.world.passSecondFactor.run({ sessionToken: b.token!, code: b.code!, limits: OPERATOR_LIMITS }), 'code_invalid');
});

When('she types her third recovery code', async function (this: Scenario) {
  const b = office(this);
  const passed = await b.world.passSecondFactor.run({ sessionToken: b.token!, code: b.recoveryCodes![2]!, limits: OPERATOR_LIMITS });
  b.token = passed.session.token;
  b.left = passed.recoveryCodesLeft;
});

Then('she is logged in with {int} recovery codes left', async function (this: Scenario, left: number) {
  const b = office(this);
  assert.equal((await b.world.currentOperator.run(b.token!))?.stage, 'full');
  assert.equal(b.left, left);
});

Then('her third recovery code is refused', async function (this: Scenario) {
  const b = office(this);
  await refusedWith(b.world.passSecondFactor.run({ sessionToken: b.token!, code: b.recoveryCodes![2]!, limits: OPERATOR_LIMITS }), 'code_invalid');
});
