import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { complaintId } from '../../domain/moderation/complaint-queue';
import { memberActor, operatorActor, operatorId, VISITOR } from '../../domain/operators/actor';
import type { MemberId } from '../../domain/shared/ids';
import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';

/** features/back-office/complaints.feature: the complaints in the moderators' queue (decision 0081) on the memory adapters. */
interface Complaints {
  world: InMemoryWorld;
  anna: MemberId;
  refusal?: unknown;
}
type Scenario = { complaints?: Complaints };

const NOW = new Date('2026-12-07T12:00:00Z');
const MODERATOR = operatorActor(operatorId(1), 'moderator');
const ADMIN = operatorActor(operatorId(2), 'admin');
const DESCRIPTION = 'Mijn betaling is twee keer afgeschreven en ik zie maar één pakket.';

const state = (scenario: Scenario): Complaints => {
  assert.ok(scenario.complaints, 'the scenario has complaints');
  return scenario.complaints;
};
const ops = (scenario: Scenario) => state(scenario).world.useCases.operators;
const openEmails = async (scenario: Scenario) => (await ops(scenario).listComplaints.run(MODERATOR, 'open')).map((c) => c.email);
const refused = async (scenario: Scenario, work: () => Promise<unknown>) => {
  try {
    await work();
    state(scenario).refusal = undefined;
  } catch (error) {
    state(scenario).refusal = error;
  }
};

Given('a visitor complained about a payment', async function (this: Scenario) {
  const world = createInMemoryWorld({ now: NOW });
  const anna = await world.addMember({ name: 'Anna', email: 'anna@example.nl' });
  await world.useCases.support.fileComplaint.run({ email: 'bezoeker@example.nl', category: 'billing', description: DESCRIPTION, domain: WORLD_DOMAIN, clientKey: 'ip:203.0.113.9' });
  this.complaints = { world, anna };
});

Given('a minute later the member Anna complained about a profile', async function (this: Scenario) {
  const c = state(this);
  c.world.clock.set(new Date(NOW.getTime() + 60_000));
  await c.world.useCases.support.fileComplaint.run({ member: c.anna, category: 'profile', description: DESCRIPTION, domain: WORLD_DOMAIN, clientKey: 'ip:203.0.113.10' });
});

Then("the open complaints are the visitor's and then Anna's", async function (this: Scenario) {
  assert.deepEqual(await openEmails(this), ['bezoeker@example.nl', 'anna@example.nl']);
});

Then("the open complaints are Anna's only", async function (this: Scenario) {
  assert.deepEqual(await openEmails(this), ['anna@example.nl']);
});

Then("Anna's complaint names her account", async function (this: Scenario) {
  const open = await ops(this).listComplaints.run(MODERATOR, 'open');
  assert.deepEqual(open.map((c) => [c.member, c.category]), [[undefined, 'billing'], [state(this).anna, 'profile']]);
});

Then('a moderator and an admin may read the complaints', async function (this: Scenario) {
  for (const actor of [MODERATOR, ADMIN]) assert.equal((await ops(this).listComplaints.run(actor, 'open')).length, 2);
});

Then('support, finance, a member and a visitor are refused the complaints', async function (this: Scenario) {
  for (const actor of [operatorActor(operatorId(3), 'support'), operatorActor(operatorId(4), 'finance'), memberActor(state(this).anna), VISITOR]) {
    await assert.rejects(ops(this).listComplaints.run(actor, 'open'), { code: 'forbidden' });
    await assert.rejects(ops(this).resolveComplaint.run(actor, complaintId(1), 'Terugbetaald'), { code: 'forbidden' });
  }
});

When("the moderator resolves the visitor's complaint with the note {string}", async function (this: Scenario, note: string) {
  await ops(this).resolveComplaint.run(MODERATOR, complaintId(1), note);
});

When("the moderator resolves the visitor's complaint without a note", async function (this: Scenario) {
  await refused(this, () => ops(this).resolveComplaint.run(MODERATOR, complaintId(1), ''));
});

When("an admin resolves the visitor's complaint again", async function (this: Scenario) {
  await refused(this, () => ops(this).resolveComplaint.run(ADMIN, complaintId(1), 'Nog eens'));
});

Then("the visitor's complaint is resolved with the note {string}", async function (this: Scenario, note: string) {
  const resolved = await ops(this).listComplaints.run(ADMIN, 'resolved');
  assert.deepEqual(resolved.map((c) => [c.email, c.status, c.resolvedBy, c.resolutionNote]), [['bezoeker@example.nl', 'resolved', operatorId(1), note]]);
});

Then('the audit trail says the moderator resolved complaint {int} because {string}', function (this: Scenario, id: number, note: string) {
  const rows = state(this).world.operatorState.audit.filter((row) => row.action === 'complaint.resolved');
  assert.deepEqual(rows.map((row) => [row.who, row.target, row.reason]), [[{ operatorId: operatorId(1) }, `complaint:${id}`, note]]);
});

Then('that is refused because the complaint is resolved already', function (this: Scenario) {
  assert.equal((state(this).refusal as { code?: string } | undefined)?.code, 'already_resolved');
});

Then('that is refused because the note is missing', function (this: Scenario) {
  assert.equal((state(this).refusal as { code?: string } | undefined)?.code, 'invalid_input');
  assert.equal((state(this).refusal as { field?: string } | undefined)?.field, 'note');
});
