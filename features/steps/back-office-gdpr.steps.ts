import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../../domain/operators/actor';
import { operatorId } from '../../domain/operators/actor';
import type { GdprExport } from '../../domain/operators/members/export-member-for-gdpr';
import type { MemberId } from '../../domain/shared/ids';
import type { MemberSupportWorld } from '../../test/support/member-support-world';

/**
 * features/back-office/gdpr.feature: decision 0079's use cases on the memory adapters, on the same desk as
 * back-office-members.steps.ts (its Given steps make the members and the operator).
 */
interface GdprDesk {
  world: MemberSupportWorld;
  named: Map<string, MemberId>;
  actor?: Actor;
  refusal?: { code?: string; field?: string; message?: string };
  exported?: GdprExport;
  chat?: number;
}
type Scenario = { membersDesk?: GdprDesk };

const desk = (scenario: Scenario): GdprDesk => {
  assert.ok(scenario.membersDesk, 'the scenario has members (the Background)');
  return scenario.membersDesk;
};
const actorOf = (d: GdprDesk): Actor => {
  assert.ok(d.actor, 'the scenario has an operator');
  return d.actor;
};
const idOf = (d: GdprDesk, name: string): MemberId => {
  const id = d.named.get(name);
  assert.ok(id, `no member called ${name}`);
  return id;
};
const attempt = async (d: GdprDesk, work: () => Promise<unknown>) => {
  d.refusal = undefined;
  try {
    await work();
  } catch (error) {
    d.refusal = error as GdprDesk['refusal'];
  }
};
const SITE = 'hartslag.test';
const DAY = 86_400_000;

When("she changes {word}'s address to {string} because {string}", async function (this: Scenario, name: string, email: string, reason: string) {
  const d = desk(this);
  await attempt(d, () => d.world.changeEmail.run(actorOf(d), idOf(d, name), { email, reason, domain: SITE }));
});

Then("{word}'s address is {string}", async function (this: Scenario, name: string, email: string) {
  const d = desk(this);
  assert.equal((await d.world.members.findAccount(idOf(d, name)))?.email, email);
});

Then('a mail {string} to {string} waits in the outbox', async function (this: Scenario, template: string, to: string) {
  const d = desk(this);
  const queued = (await d.world.outbox.claim(d.world.now, 50, 0, 'cucumber')).map((row) => row.item);
  assert.ok(queued.some((item) => item.kind === 'mail' && item.mail.to === to && item.mail.template === template), `no ${template} mail to ${to}`);
});

Then('the newest row of the audit trail says {string} because {string}', async function (this: Scenario, action: string, reason: string) {
  const [row] = (await desk(this).world.audit.latest({ limit: 1 })).entries;
  assert.deepEqual([row?.action, row?.reason], [action, reason]);
});

Then('the newest row of the audit trail says {string}', async function (this: Scenario, action: string) {
  const [row] = (await desk(this).world.audit.latest({ limit: 1 })).entries;
  assert.equal(row?.action, action);
});

Then('she is told the address belongs to another account', function (this: Scenario) {
  assert.deepEqual([desk(this).refusal?.code, desk(this).refusal?.field, desk(this).refusal?.message], ['invalid_input', 'email', 'taken']);
});

When("she deletes {word}'s account because {string}", async function (this: Scenario, name: string, reason: string) {
  const d = desk(this);
  await attempt(d, () => d.world.deleteAccount.run(actorOf(d), idOf(d, name), { reason, domain: SITE }));
});

Then("{word}'s account is deleted and can be reactivated for 14 days", async function (this: Scenario, name: string) {
  const d = desk(this);
  const account = await d.world.members.findAccount(idOf(d, name));
  assert.equal(account?.status, 'deleted');
  assert.equal(account?.deletedAt?.getTime(), d.world.now.getTime());
});

Given('{word} wrote {string} to {word} and {word} answered {string}', async function (this: Scenario, from: string, first: string, to: string, _again: string, answer: string) {
  const d = desk(this);
  const [a, b] = [idOf(d, from), idOf(d, to)];
  const chat = await d.world.conversations.create(a, b, d.world.now);
  await d.world.conversations.addMessage({ conversationId: chat.id, senderId: a, recipientId: b, body: first, sentAt: d.world.now, held: false, attachment: null });
  await d.world.conversations.addMessage({ conversationId: chat.id, senderId: b, recipientId: a, body: answer, sentAt: d.world.now, held: false, attachment: null });
  d.chat = chat.id;
});

When("she exports {word}'s data", async function (this: Scenario, name: string) {
  const d = desk(this);
  d.exported = undefined;
  await attempt(d, async () => {
    d.exported = await d.world.exportData.run(actorOf(d), idOf(d, name), (file) => `https://cdn.test/${file}`);
  });
});

Then('the export holds the address {string}, {int} credits and the messages {string} and {string}', function (this: Scenario, email: string, amount: number, one: string, two: string) {
  const file = desk(this).exported;
  assert.ok(file, 'an export');
  assert.deepEqual([file.account.email, file.account.credits], [email, amount]);
  assert.deepEqual(file.conversations.flatMap((c) => c.messages.map((m) => m.body)).sort(), [one, two].sort());
});

Then('the export is given', function (this: Scenario) {
  assert.equal(desk(this).refusal, undefined);
  assert.ok(desk(this).exported);
});

Then('the export is refused', function (this: Scenario) {
  assert.equal(desk(this).refusal?.code, 'forbidden');
});

When("she erases {word}'s personal data because {string} typing {word}'s id to confirm", async function (this: Scenario, name: string, reason: string, typed: string) {
  const d = desk(this);
  await attempt(d, () => d.world.erase.run(actorOf(d), idOf(d, name), { reason, confirm: idOf(d, typed) }));
});

Then("she is told to type the member's own id", function (this: Scenario) {
  assert.deepEqual([desk(this).refusal?.code, desk(this).refusal?.field], ['invalid_input', 'confirm']);
});

Then("{word}'s name and address are gone", async function (this: Scenario, name: string) {
  const d = desk(this);
  const member = await d.world.members.findById(idOf(d, name));
  assert.equal(member?.profile.name, '');
  assert.equal(member?.email, `erased-${idOf(d, name)}@erased.invalid`);
});

Then("{word}'s credit history still adds up to {int}", async function (this: Scenario, name: string, sum: number) {
  const d = desk(this);
  assert.equal(await d.world.ledger.sumFor(idOf(d, name)), sum);
});

Then("{word} still has his message {string} but not {word}'s {string}", async function (this: Scenario, name: string, own: string, _other: string, theirs: string) {
  const d = desk(this);
  assert.ok(d.chat, 'a conversation');
  const bodies = (await d.world.conversations.messagesFor(d.chat as never, idOf(d, name), 50)).map((m) => m.body);
  assert.deepEqual(bodies, [own]);
  assert.ok(!bodies.includes(theirs));
});

Given('{word} was suspended for {int} days, {int} days ago', async function (this: Scenario, name: string, days: number, ago: number) {
  const d = desk(this);
  const from = new Date(d.world.now.getTime() - ago * DAY);
  await d.world.suspensions.suspend({ memberId: idOf(d, name), from, until: new Date(from.getTime() + days * DAY), reason: 'Spam', by: operatorId(2) });
});

Given('{word} was suspended for good', async function (this: Scenario, name: string) {
  const d = desk(this);
  await d.world.suspensions.suspend({ memberId: idOf(d, name), from: d.world.now, until: null, reason: 'Oplichting', by: operatorId(2) });
});

When('the job that lifts ended suspensions runs', async function (this: Scenario) {
  await desk(this).world.liftEnded.run('hartslag.test');
});

/** The mails about a lifted suspension (decision 0084) waiting in the outbox for one member. */
async function liftedMailsTo(world: MemberSupportWorld, id: MemberId) {
  const queued = await world.outbox.claim(world.now, 50, 60, 'feature');
  return queued.flatMap((row) => (row.item.kind === 'mail' && row.item.mail.memberId === id && row.item.mail.template === 'member_suspension_lifted' ? [row.item.mail] : []));
}

Then('a mail to {word} in Dutch tells her that the suspension has ended', async function (this: Scenario, name: string) {
  const d = desk(this);
  const mails = await liftedMailsTo(d.world, idOf(d, name));
  assert.deepEqual(mails.map((mail) => [mail.locale, mail.counts]), [['nl', { early: 0 }]]);
});

Then('{word} gets no mail about his suspension', async function (this: Scenario, name: string) {
  const d = desk(this);
  assert.deepEqual(await liftedMailsTo(d.world, idOf(d, name)), []);
});

Then('{word} is active again', async function (this: Scenario, name: string) {
  const d = desk(this);
  assert.equal((await d.world.members.findAccount(idOf(d, name)))?.status, 'active');
});

Then('{word} is still suspended', async function (this: Scenario, name: string) {
  const d = desk(this);
  assert.equal((await d.world.members.findAccount(idOf(d, name)))?.status, 'suspended');
});

Then("the newest row of the audit trail says the system lifted {word}'s suspension", async function (this: Scenario, name: string) {
  const d = desk(this);
  const [row] = (await d.world.audit.latest({ limit: 1 })).entries;
  assert.deepEqual([row?.who, row?.action, row?.target], [{ system: true }, 'member.suspension_lifted', `member:${idOf(d, name)}`]);
});
