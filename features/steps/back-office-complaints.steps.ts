import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { complaintId } from '../../domain/moderation/complaint-queue';
import { memberActor, operatorActor, operatorId, VISITOR } from '../../domain/operators/actor';
import type { MemberId } from '../../domain/shared/ids';
import { InMemoryComplaintTransactions } from '../../adapters/memory/in-memory-support-cases';
import { InMemoryTransactions } from '../../adapters/memory/in-memory-transactions';
import { FileComplaint } from '../../domain/support/file-complaint';
import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';

/** features/back-office/complaints.feature: the complaints in the moderators' queue (decisions 0081, 0082) on the memory adapters. */
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

// Decision 0082: taking a complaint, the answer by mail, one transaction.
const WHO = { moderator: MODERATOR, admin: ADMIN } as const;
const LANGUAGE: Readonly<Record<string, string>> = { Dutch: 'nl', English: 'en', German: 'de' };
const COMPLAINT_OF = { "the visitor's": 1, "Anna's": 2 } as const;
const referenceOf = async (scenario: Scenario, id: number) => {
  const all = await Promise.all((['open', 'assigned', 'resolved'] as const).map((status) => ops(scenario).listComplaints.run(ADMIN, status)));
  return all.flat().find((c) => c.id === id)!.reference;
};

When("the moderator takes the visitor's complaint", async function (this: Scenario) {
  await refused(this, () => ops(this).assignComplaint.run(MODERATOR, complaintId(1)));
});

When("an admin takes the visitor's complaint", async function (this: Scenario) {
  await ops(this).assignComplaint.run(ADMIN, complaintId(1));
});

Then("the visitor's complaint is assigned to the {word}", async function (this: Scenario, who: keyof typeof WHO) {
  const assigned = await ops(this).listComplaints.run(MODERATOR, 'assigned');
  const actor = WHO[who];
  assert.deepEqual(assigned.map((c) => [c.email, c.status, c.assignee]), [['bezoeker@example.nl', 'assigned', actor.kind === 'operator' ? actor.operatorId : undefined]]);
});

Then('the audit trail says the moderator took complaint {int}', function (this: Scenario, id: number) {
  const rows = state(this).world.operatorState.audit.filter((row) => row.action === 'complaint.assigned');
  assert.deepEqual(rows.map((row) => [row.who, row.target]), [[{ operatorId: operatorId(1) }, `complaint:${id}`]]);
});

Given("the site's language is English", function (this: Scenario) {
  state(this).world.siteSettings.set('domain_language', 'en');
});

Given('Anna reads the site in German', function (this: Scenario) {
  state(this).world.store.member(state(this).anna)!.language = 'de';
});

When("the moderator resolves Anna's complaint with the note {string}", async function (this: Scenario, note: string) {
  await ops(this).resolveComplaint.run(MODERATOR, complaintId(2), note);
});

Then(
  /^(\S+) gets one answer in (Dutch|English|German) with (the visitor's|Anna's) reference and "([^"]*)"$/,
  async function (this: Scenario, to: string, language: string, whose: keyof typeof COMPLAINT_OF, answer: string) {
    const answers = state(this).world.mailer.sent.filter((mail) => mail.template === 'complaint_answered');
    assert.deepEqual(
      answers.map((mail) => [mail.to, mail.locale.slice(0, 2), mail.facts]),
      [[to, LANGUAGE[language], [['', await referenceOf(this, COMPLAINT_OF[whose])], ['', answer]]]],
    );
  },
);

Then('the support address got a mail for each of the {int} complaints', function (this: Scenario, count: number) {
  const { world } = state(this);
  const mails = world.mailer.sent.filter((mail) => mail.template === 'complaint');
  assert.deepEqual(mails.map((mail) => mail.to), Array(count).fill(world.settings.support_email));
  assert.deepEqual(mails.map((mail) => mail.facts?.[0]?.[1]), world.supportCases.complaints.map((c) => c.reference));
});

When('a visitor complains while no mail can be queued', async function (this: Scenario) {
  const { world } = state(this);
  const inner = new InMemoryComplaintTransactions(new InMemoryTransactions(world.store, world.clock), world.supportCases);
  const fileComplaint = new FileComplaint({
    transactions: { run: (work) => inner.run((scope) => work({ ...scope, outbox: { add: () => Promise.reject(new Error('the outbox is unavailable')) } })) },
    members: world.members,
    links: world.pageLinks,
    settings: world.siteSettings,
    tokens: world.tokens,
    rateLimiter: world.rateLimiter,
    clock: world.clock,
  });
  await refused(this, () => fileComplaint.run({ email: 'derde@example.nl', category: 'other', description: DESCRIPTION, domain: WORLD_DOMAIN, clientKey: 'ip:203.0.113.11' }));
});

Then('that is refused and the complaints are still {int}', function (this: Scenario, count: number) {
  assert.ok(state(this).refusal instanceof Error);
  assert.equal(state(this).world.supportCases.complaints.length, count);
});
