import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { operatorActor, type Actor, type OperatorId } from '../../domain/operators/actor';
import { ListOperators } from '../../domain/operators/manage-operators';
import { createOperatorWorld, OPERATOR_LIMITS, type OperatorWorld } from '../../test/support/operator-world';

/** features/back-office/operator-setup.feature: decision 0083's set-up links on the memory adapters. */
interface Setup {
  world: OperatorWorld;
  admin: Actor;
  moderator?: Actor;
  /** Her set-up links as the mails brought them, oldest first. */
  links: Map<string, string[]>;
  mails: { to: string; link: string }[];
  refusal?: { code?: string; field?: string; message?: string };
}
type Scenario = { setup?: Setup };
const MAIL = { domain: 'hartslag.test', locale: 'nl' };

const setupOf = (scenario: Scenario): Setup => {
  assert.ok(scenario.setup);
  return scenario.setup;
};
const attempt = async (s: Setup, work: Promise<unknown>) => {
  s.refusal = undefined;
  await work.catch((error: unknown) => {
    s.refusal = error as Setup['refusal'];
  });
};
/** Reads the outbox: every new mail with its link, kept per address. */
async function readMail(s: Setup) {
  for (const item of await s.world.mails()) {
    if (item.kind !== 'mail') continue;
    s.mails.push({ to: item.mail.to, link: item.mail.link });
    s.links.set(item.mail.to, [...(s.links.get(item.mail.to) ?? []), item.mail.link]);
  }
}
const idOf = async (s: Setup, email: string): Promise<OperatorId> => {
  const found = await s.world.operators.findByEmail(email);
  assert.ok(found, `no operator ${email}`);
  return found.id;
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const setPassword = (s: Setup, link: string, password: string) => attempt(s, s.world.setUpOperatorPassword.run({ token: tokenOf(link), password, ip: '203.0.113.50' }));
const listed = async (s: Setup, email: string) => (await new ListOperators({ transactions: s.world.transactions }).run(s.admin)).find((o) => o.email === email);

Given('the back office has the admin {string}', async function (this: Scenario, email: string) {
  const world = createOperatorWorld();
  this.setup = { world, admin: operatorActor(await world.addOperator('admin', email), 'admin'), links: new Map(), mails: [] };
});

Given('the back office also has the moderator {string}', async function (this: Scenario, email: string) {
  const s = setupOf(this);
  s.moderator = operatorActor(await s.world.addOperator('moderator', email), 'moderator');
});

When('the admin creates the operator {string} named {string} with the role {string}', async function (this: Scenario, email: string, name: string, role: string) {
  const s = setupOf(this);
  await attempt(s, s.world.inviteOperator.run(s.admin, { email, name, role }, MAIL));
  await readMail(s);
});

Given('the admin has created the operator {string}', async function (this: Scenario, email: string) {
  const s = setupOf(this);
  await s.world.inviteOperator.run(s.admin, { email, name: 'Noor', role: 'support' }, MAIL);
  await readMail(s);
});

When('the moderator creates the operator {string} named {string} with the role {string}', async function (this: Scenario, email: string, name: string, role: string) {
  const s = setupOf(this);
  assert.ok(s.moderator);
  await attempt(s, s.world.inviteOperator.run(s.moderator, { email, name, role }, MAIL));
  await readMail(s);
});

Then('{string} gets an email with her set-up link', function (this: Scenario, email: string) {
  const s = setupOf(this);
  const links = s.links.get(email) ?? [];
  assert.equal(links.length, 1);
  assert.match(links[0]!, /^https:\/\/hartslag\.test\/admin\/setup\?token=/);
});

Then('{string} gets a second email with a new set-up link', function (this: Scenario, email: string) {
  const links = setupOf(this).links.get(email) ?? [];
  assert.equal(links.length, 2);
  assert.notEqual(links[0], links[1]);
});

Then('the admin sees {string} as waiting for set-up', async function (this: Scenario, email: string) {
  assert.equal((await listed(setupOf(this), email))?.awaitingSetup, true);
});

Then('the admin no longer sees {string} as waiting for set-up', async function (this: Scenario, email: string) {
  const found = await listed(setupOf(this), email);
  assert.ok(found);
  assert.equal(found.awaitingSetup, undefined);
});

Then('the audit trail says the admin created {string} as {string}', async function (this: Scenario, email: string, role: string) {
  const s = setupOf(this);
  const id = await idOf(s, email);
  const rows = s.world.state.audit.filter((row) => row.target === `operator:${id}`);
  assert.deepEqual(
    rows.map((row) => ({ who: row.who, action: row.action, role: row.details?.role })),
    [{ who: { operatorId: (s.admin as { operatorId: OperatorId }).operatorId }, action: 'operator.created', role }],
  );
});

Then('the audit trail says the admin sent {string} a new set-up link', async function (this: Scenario, email: string) {
  const s = setupOf(this);
  const id = await idOf(s, email);
  const last = s.world.state.audit.filter((row) => row.target === `operator:${id}`).at(-1);
  assert.deepEqual({ who: last?.who, action: last?.action }, { who: { operatorId: (s.admin as { operatorId: OperatorId }).operatorId }, action: 'operator.setup_link_sent' });
});

Then('{string} cannot log in yet', async function (this: Scenario, email: string) {
  const s = setupOf(this);
  await assert.rejects(s.world.logIn.run({ email, password: 'mijn eigen lange wachtwoord', ip: '203.0.113.50', limits: OPERATOR_LIMITS }), { code: 'login_failed' });
});

When('{string} sets the password {string} with her link', async function (this: Scenario, email: string, password: string) {
  const s = setupOf(this);
  await setPassword(s, s.links.get(email)!.at(-1)!, password);
});

Given('{string} has set the password {string} with her link', async function (this: Scenario, email: string, password: string) {
  const s = setupOf(this);
  await setPassword(s, s.links.get(email)!.at(-1)!, password);
  assert.equal(s.refusal, undefined);
});

When('{string} sets the password {string} with her first link', async function (this: Scenario, email: string, password: string) {
  const s = setupOf(this);
  await setPassword(s, s.links.get(email)![0]!, password);
});

When('{string} sets the password {string} with her new link', async function (this: Scenario, email: string, password: string) {
  const s = setupOf(this);
  await setPassword(s, s.links.get(email)!.at(-1)!, password);
  assert.equal(s.refusal, undefined);
});

When('someone sets the password {string} with the same link', async function (this: Scenario, password: string) {
  const s = setupOf(this);
  await setPassword(s, s.mails.at(-1)!.link, password);
});

When('24 hours pass', function (this: Scenario) {
  setupOf(this).world.clock.advance(24 * 3_600_000);
});

When('the admin sends {string} a new set-up link', async function (this: Scenario, email: string) {
  const s = setupOf(this);
  await s.world.resendOperatorSetup.run(s.admin, await idOf(s, email), MAIL);
  await readMail(s);
});

Then('that is refused because the link no longer works', function (this: Scenario) {
  assert.equal(setupOf(this).refusal?.code, 'setup_link_invalid');
});

Then('that is refused because the password is too short', function (this: Scenario) {
  const refusal = setupOf(this).refusal;
  assert.deepEqual([refusal?.code, refusal?.field, refusal?.message], ['invalid_input', 'password', 'too_short']);
});

Then('that is refused because only an admin creates operators', function (this: Scenario) {
  assert.equal(setupOf(this).refusal?.code, 'forbidden');
});

Then('at her first login with {string} {string} is asked to link an authenticator app', async function (this: Scenario, password: string, email: string) {
  const login = await setupOf(this).world.logIn.run({ email, password, ip: '203.0.113.50', limits: OPERATOR_LIMITS });
  assert.equal(login.next, 'enrol');
});

Then('{string} logs in with {string}', async function (this: Scenario, email: string, password: string) {
  const login = await setupOf(this).world.logIn.run({ email, password, ip: '203.0.113.50', limits: OPERATOR_LIMITS });
  assert.equal(login.session.stage, 'second_factor');
});

Then('nobody gets an email', function (this: Scenario) {
  assert.deepEqual(setupOf(this).mails, []);
});
