import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Given, Then, When } from '@cucumber/cucumber';
import { memberActor, operatorActor, operatorId, VISITOR, type Actor } from '../../domain/operators/actor';
import { reportId } from '../../domain/moderation/report-queue';
import type { Resolution } from '../../domain/moderation/resolve-report';
import type { MemberId } from '../../domain/shared/ids';
import { renderMail } from '../../adapters/mail/render-mail';
import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';

/** features/back-office/reports.feature: the report queue and suspensions (decision 0072) on the memory adapters. */
interface Moderation {
  world: InMemoryWorld;
  anna: MemberId;
  bram: MemberId;
  cas?: MemberId;
  token?: string;
  refusal?: unknown;
}
type Scenario = { moderation?: Moderation };

const NOW = new Date('2026-12-07T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const PASSWORD = 'tulpenveld-bram';
const LIMITS = { perAccount: 100, perIp: 100, minutes: 15 };
const MODERATOR = operatorActor(operatorId(1), 'moderator');

const state = (scenario: Scenario): Moderation => {
  assert.ok(scenario.moderation, 'the scenario has a report');
  return scenario.moderation;
};
const ops = (scenario: Scenario) => state(scenario).world.useCases.operators;
const logInBram = (scenario: Scenario) => state(scenario).world.logIn.run('bram@example.nl', PASSWORD, '203.0.113.9', LIMITS);
const found = async (scenario: Scenario) => {
  const { world, anna } = state(scenario);
  return (await world.searchMembers.run({ minAge: 18, maxAge: 99, page: 1 }, anna)).profiles.map((p) => p.id);
};
const resolve = (scenario: Scenario, resolution: Resolution) => ops(scenario).resolveReport.run(MODERATOR, reportId(1), resolution);
const mailTo = async (scenario: Scenario, template: string) => {
  const { world, bram } = state(scenario);
  const mail = world.mailer.sent.find((sent) => sent.memberId === bram && sent.template === template);
  assert.ok(mail, `a ${template} mail to Bram`);
  return renderMail(mail, world.settings);
};

Given('Anna reported Bram for asking her for money', async function (this: Scenario) {
  const world = createInMemoryWorld({ now: NOW });
  const anna = await world.addMember({ name: 'Anna' });
  const bram = await world.addMember({ name: 'Bram', email: 'bram@example.nl', password: PASSWORD });
  await world.reportMember.run({ reporter: anna, target: { profile: bram }, reason: 'scam', text: 'Vraagt om geld', domain: WORLD_DOMAIN });
  this.moderation = { world, anna, bram };
});

When('Cas reports Bram as well, a minute later', async function (this: Scenario) {
  const m = state(this);
  m.world.clock.set(new Date(NOW.getTime() + 60_000));
  m.cas = await m.world.addMember({ name: 'Cas' });
  await m.world.reportMember.run({ reporter: m.cas, target: { profile: m.bram }, reason: 'offensive', text: '', domain: WORLD_DOMAIN });
});

Then("the open queue shows Anna's report before Cas's", async function (this: Scenario) {
  const m = state(this);
  assert.deepEqual((await ops(this).listReports.run(MODERATOR, 'open')).map((r) => r.reporter), [m.anna, m.cas]);
});

When("the moderator takes Anna's report", async function (this: Scenario) {
  await ops(this).assignReport.run(MODERATOR, reportId(1));
});

Then("Anna's report is in the assigned queue with the moderator's name on it", async function (this: Scenario) {
  const assigned = await ops(this).listReports.run(MODERATOR, 'assigned');
  assert.deepEqual(assigned.map((r) => [r.reporter, r.assignee]), [[state(this).anna, operatorId(1)]]);
});

Then('the audit trail says the report was assigned', function (this: Scenario) {
  assert.deepEqual(state(this).world.operatorState.audit.map((row) => [row.action, row.target]), [['report.assigned', 'report:1']]);
});

Then('a moderator and an admin may read the queue', async function (this: Scenario) {
  for (const actor of [MODERATOR, operatorActor(operatorId(2), 'admin')]) assert.equal((await ops(this).listReports.run(actor, 'open')).length, 1);
});

Then('support, finance, a member and a visitor are refused the queue', async function (this: Scenario) {
  const refused: Actor[] = [operatorActor(operatorId(3), 'support'), operatorActor(operatorId(4), 'finance'), memberActor(state(this).anna), VISITOR];
  for (const actor of refused) await assert.rejects(ops(this).listReports.run(actor, 'open'), { code: 'forbidden' });
});

When('the moderator warns Bram because {string}', async function (this: Scenario, reason: string) {
  await resolve(this, { outcome: 'warn', reason });
});

Then('Bram gets a mail in Dutch that warns him, with the reason', async function (this: Scenario) {
  const mail = await mailTo(this, 'member_warned');
  assert.match(mail.subject, /^Een waarschuwing van /);
  assert.match(mail.text, /Vraag leden nooit om geld/);
});

Then('Bram can still log in', async function (this: Scenario) {
  await logInBram(this);
});

When('the moderator suspends Bram for {int} days without a reason', async function (this: Scenario, days: number) {
  state(this).refusal = await resolve(this, { outcome: 'suspend', days }).catch((error: unknown) => error);
});

Then('the decision is refused because the reason is missing', function (this: Scenario) {
  const refusal = state(this).refusal as { code?: string; field?: string } | undefined;
  assert.deepEqual([refusal?.code, refusal?.field], ['invalid_input', 'reason']);
});

Then('the report is still open', async function (this: Scenario) {
  assert.equal((await ops(this).listReports.run(MODERATOR, 'open')).length, 1);
});

Given('Bram has a session open', async function (this: Scenario) {
  state(this).token = (await logInBram(this)).session.token;
});

When('the moderator suspends Bram for {int} days because {string}', async function (this: Scenario, days: number, reason: string) {
  await resolve(this, { outcome: 'suspend', reason, days });
});

When('the moderator suspends Bram for good because {string}', async function (this: Scenario, reason: string) {
  await resolve(this, { outcome: 'suspend', reason });
});

Then("Bram's session has ended", async function (this: Scenario) {
  const m = state(this);
  assert.equal(await m.world.sessionStarter.memberFor(m.token!), undefined);
});

Then("Bram's login is refused with {string}", async function (this: Scenario, text: string) {
  await assert.rejects(logInBram(this), { code: 'account_suspended' });
  // The members' error catalogue words the code so.
  const nl = JSON.parse(readFileSync(new URL('../../web/i18n/locales/nl/core.json', import.meta.url), 'utf8')) as Record<string, string>;
  assert.equal(nl['error.code.account_suspended'], text);
});

Then('Anna no longer finds Bram in the search', async function (this: Scenario) {
  assert.ok(!(await found(this)).includes(state(this).bram));
});

Then('Anna finds Bram in the search again', async function (this: Scenario) {
  assert.ok((await found(this)).includes(state(this).bram));
});

Then('Bram gets a mail in Dutch that he is suspended for {int} days, with the reason', async function (this: Scenario, days: number) {
  const mail = await mailTo(this, 'member_suspended');
  assert.match(mail.subject, /is geschorst$/);
  assert.match(mail.text, new RegExp(`voor ${days} dagen geschorst`));
  assert.match(mail.text, /Vraagt leden om geld/);
});

Then('the audit trail says the moderator suspended Bram because {string}', function (this: Scenario, reason: string) {
  const m = state(this);
  const row = m.world.operatorState.audit.at(-1);
  assert.equal(row?.action, 'member.suspended');
  assert.equal(row?.target, `member:${m.bram}`);
  assert.equal(row?.reason, reason);
});

When(/^(\d+) (days|years) pass$/, function (this: Scenario, count: string, unit: string) {
  state(this).world.clock.set(new Date(NOW.getTime() + Number(count) * (unit === 'days' ? DAY : 365 * DAY)));
});

Then('Bram can log in again', async function (this: Scenario) {
  await logInBram(this);
});
