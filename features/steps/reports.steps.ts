import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ComplaintCategory, ReportReason } from '../../domain/support/support-case';
import { WORLD_DOMAIN } from '../../test/support/in-memory-world';
import type { ChatWorld } from '../support/world';

/** The reference the last report or complaint of the scenario answered. */
const references = new WeakMap<ChatWorld, string>();

const reportProfile = async (world: ChatWorld, from: string, to: string, reason: string, text = '') => {
  const { reference } = await world.app.reportMember.run({ reporter: await world.member(from), target: { profile: await world.member(to) }, reason: reason as ReportReason, text, domain: WORLD_DOMAIN });
  references.set(world, reference);
};

const complain = async (world: ChatWorld, who: { member?: string; email?: string }, category: string, description: string) => {
  const { reference } = await world.app.fileComplaint.run({
    member: who.member === undefined ? undefined : await world.member(who.member),
    email: who.email,
    category: category as ComplaintCategory,
    description,
    domain: WORLD_DOMAIN,
    clientKey: 'ip:203.0.113.7',
  });
  references.set(world, reference);
};

When('{member} reports {member} for {string} with {string}', async function (this: ChatWorld, from: string, to: string, reason: string, text: string) {
  await reportProfile(this, from, to, reason, text);
});

When('{member} tries to report {member} for {string}', async function (this: ChatWorld, from: string, to: string, reason: string) {
  await this.attempt(() => reportProfile(this, from, to, reason));
});

When('{member} tries to report {member} for {string} without saying why', async function (this: ChatWorld, from: string, to: string, reason: string) {
  await this.attempt(() => reportProfile(this, from, to, reason, '   '));
});

When('{member} reports her/his conversation with {member} for {string}', async function (this: ChatWorld, from: string, to: string, reason: string) {
  const conversation = await this.openConversation(from, to);
  const { reference } = await this.app.reportMember.run({ reporter: await this.member(from), target: { conversation }, reason: reason as ReportReason, text: '', domain: WORLD_DOMAIN });
  references.set(this, reference);
});

When('{member} tries to report the conversation of {member} and {member}', async function (this: ChatWorld, who: string, a: string, b: string) {
  const conversation = await this.openConversation(a, b);
  const reporter = await this.member(who);
  await this.attempt(() => this.app.reportMember.run({ reporter, target: { conversation }, reason: 'scam', text: '', domain: WORLD_DOMAIN }));
});

Then('{member} gets a reference for her/his report', function (this: ChatWorld, _name: string) {
  assert.match(references.get(this) ?? '', /^R-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
});

Then('the report of {member} is kept with the reason {string}', async function (this: ChatWorld, name: string, reason: string) {
  const reported = await this.member(name);
  assert.ok(this.app.supportCases.reports.some((report) => report.reported === reported && report.reason === reason));
});

Then('no report is kept', function (this: ChatWorld) {
  assert.deepEqual(this.app.supportCases.reports, []);
});

Then('{member} is told to say what happened', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.code, 'invalid_input');
  assert.equal(this.refusal?.field, 'text');
});

Then('the support address receives the report/complaint with its reference', function (this: ChatWorld) {
  const mail = this.app.mailer.sent.at(-1);
  assert.equal(mail?.to, this.app.settings.support_email);
  assert.ok(mail?.facts?.some(([, value]) => value === references.get(this)));
});

When('a visitor with the address {string} complains about {string}: {string}', async function (this: ChatWorld, email: string, category: string, description: string) {
  await complain(this, { email }, category, description);
});

When('a visitor with the address {string} tries to complain about {string}: {string}', async function (this: ChatWorld, email: string, category: string, description: string) {
  await this.attempt(() => complain(this, { email }, category, description));
});

Given("{member}'s email address is {string}", async function (this: ChatWorld, name: string, email: string) {
  this.stored(await this.member(name)).email = email;
});

When('{member} complains about {string}: {string}', async function (this: ChatWorld, name: string, category: string, description: string) {
  await complain(this, { member: name, email: 'iets-anders@example.nl' }, category, description);
});

Then('the complaint is kept with the address {string}', function (this: ChatWorld, email: string) {
  assert.equal(this.app.supportCases.complaints.at(-1)?.email, email);
});

Then('no complaint is kept', function (this: ChatWorld) {
  assert.deepEqual(this.app.supportCases.complaints, []);
});
