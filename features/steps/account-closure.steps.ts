import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { MemberId } from '../../domain/shared/ids';
import { accountClosureOf } from '../support/account-closure';
import type { ChatWorld } from '../support/world';
import { latestTokenTo } from '../../test/support/mail-inbox';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'correct horse battery';

async function finds(world: ChatWorld, searcher: string, other: string): Promise<boolean> {
  const page = await world.app.searchMembers.run({ minAge: 18, maxAge: 99, page: 1 }, await world.member(searcher));
  const otherId = await world.member(other);
  return page.profiles.some((p) => p.id === otherId);
}

async function sees(world: ChatWorld, viewer: string, other: string): Promise<boolean> {
  return (await world.app.profiles.findVisible(await world.member(other), await world.member(viewer), world.app.clock.now())) !== undefined;
}

const deleteAccount = async (world: ChatWorld, name: string, password = PASSWORD, reason = 'found_someone') =>
  accountClosureOf(world).deleteAccount.run({ memberId: await world.member(name), password, reason, domain: 'hartslag.example' });

const emailOf = (name: string) => `${name.toLowerCase()}@example.nl`;

const sessionsOf = (world: ChatWorld, id: MemberId) => [...world.app.store.sessions.values()].filter((s) => s.memberId === id).length;

/** The session a reactivation link opened, per scenario. */
const reactivatedSessions = new WeakMap<ChatWorld, string>();

function expectRefusal(world: ChatWorld, code: string, field?: string) {
  assert.ok(world.refusal, `expected a refusal with ${code}, but nothing was refused`);
  assert.equal(world.refusal.code, code);
  if (field) assert.equal(world.refusal.field, field);
}

// Blocking and invisible mode

Given('{member} and {member} have a conversation', async function (this: ChatWorld, a: string, b: string) {
  await this.startConversation(a, b);
});

When('{member} blocks {member}', async function (this: ChatWorld, blocker: string, blocked: string) {
  await accountClosureOf(this).blockMember.run(await this.member(blocker), await this.member(blocked));
});

Given('{member} blocked {member}', async function (this: ChatWorld, blocker: string, blocked: string) {
  await accountClosureOf(this).blockMember.run(await this.member(blocker), await this.member(blocked));
});

When('{member} unblocks {member}', async function (this: ChatWorld, blocker: string, blocked: string) {
  await accountClosureOf(this).unblockMember.run(await this.member(blocker), await this.member(blocked));
});

When('{member} tries to block herself/himself', async function (this: ChatWorld, name: string) {
  const id = await this.member(name);
  await this.attempt(() => accountClosureOf(this).blockMember.run(id, id));
});

Then('{member} is told she/he cannot block herself/himself', function (this: ChatWorld, _name: string) {
  expectRefusal(this, 'invalid_input', 'profile_id');
});

Then('{member} and {member} do not find each other in search', async function (this: ChatWorld, a: string, b: string) {
  assert.equal(await finds(this, a, b), false, `${a} finds ${b}`);
  assert.equal(await finds(this, b, a), false, `${b} finds ${a}`);
});

Then('{member} and {member} find each other in search', async function (this: ChatWorld, a: string, b: string) {
  assert.equal(await finds(this, a, b), true, `${a} does not find ${b}`);
  assert.equal(await finds(this, b, a), true, `${b} does not find ${a}`);
});

Then('{member} (still )finds {members} in search', async function (this: ChatWorld, searcher: string, others: string[]) {
  for (const other of others) assert.equal(await finds(this, searcher, other), true, `${searcher} does not find ${other}`);
});

Then('{member} does not find {member} in search', async function (this: ChatWorld, searcher: string, other: string) {
  assert.equal(await finds(this, searcher, other), false, `${searcher} finds ${other}`);
});

Then("{member} and {member} cannot see each other's profile", async function (this: ChatWorld, a: string, b: string) {
  assert.equal(await sees(this, a, b), false, `${a} sees ${b}'s profile`);
  assert.equal(await sees(this, b, a), false, `${b} sees ${a}'s profile`);
});

Then("{member} cannot see {member}'s profile", async function (this: ChatWorld, viewer: string, other: string) {
  assert.equal(await sees(this, viewer, other), false, `${viewer} sees ${other}'s profile`);
});

Then("{member}'s chat list is empty", async function (this: ChatWorld, name: string) {
  assert.deepEqual(await this.app.listChats.run(await this.member(name)), []);
});

Then('{member} is told she/he cannot contact {member}', function (this: ChatWorld, _name: string, _other: string) {
  expectRefusal(this, 'blocked');
});

Then("{member}'s block list shows {members}", async function (this: ChatWorld, name: string, others: string[]) {
  const profiles = await accountClosureOf(this).listBlockedMembers.run(await this.member(name));
  assert.deepEqual(profiles.map((p) => this.nameOf(p.id)).sort(), [...others].sort());
});

Given('{member} is invisible', async function (this: ChatWorld, name: string) {
  await accountClosureOf(this).setInvisible.run(await this.member(name), true);
});

When('{member} is visible again', async function (this: ChatWorld, name: string) {
  await accountClosureOf(this).setInvisible.run(await this.member(name), false);
});

// Deleting, reactivating, purging

Given('{member} is logged in on {int} devices', async function (this: ChatWorld, name: string, devices: number) {
  const id = await this.member(name);
  for (let i = 0; i < devices; i += 1) await this.app.sessionStarter.start(id);
  assert.equal(sessionsOf(this, id), devices);
});

When('{member} deletes her/his account because she/he found someone', async function (this: ChatWorld, name: string) {
  await deleteAccount(this, name);
});

Given('{member} deleted her/his account', async function (this: ChatWorld, name: string) {
  await deleteAccount(this, name, PASSWORD, 'other');
});

When('{member} tries to delete her/his account with the password {string}', async function (this: ChatWorld, name: string, password: string) {
  await this.attempt(() => deleteAccount(this, name, password));
});

Then('{member} is told the password is wrong', function (this: ChatWorld, _name: string) {
  expectRefusal(this, 'wrong_password', 'password');
});

Then("{member}'s account is deleted", async function (this: ChatWorld, name: string) {
  assert.equal(this.stored(await this.member(name)).status, 'deleted');
});

Then("{member}'s account is active", async function (this: ChatWorld, name: string) {
  assert.equal(this.stored(await this.member(name)).status, 'active');
});

Then('{member} is logged out on every device', async function (this: ChatWorld, name: string) {
  assert.equal(sessionsOf(this, await this.member(name)), 0);
});

Then('{member} is mailed a link to reactivate her/his account', function (this: ChatWorld, name: string) {
  const mail = accountClosureOf(this).mailer.sent.at(-1);
  assert.equal(mail?.to, emailOf(name));
  assert.equal(mail?.template, 'reactivation');
  assert.match(mail?.link ?? '', /\/account-deleted\?token=/);
});

Then('{member} is told {member} cannot be found', function (this: ChatWorld, _name: string, _other: string) {
  expectRefusal(this, 'not_found');
});

When('{int} days go by', function (this: ChatWorld, days: number) {
  this.app.clock.advance(days * DAY);
});

When('a day goes by', function (this: ChatWorld) {
  this.app.clock.advance(DAY);
});

When('{member} opens the link in the reactivation mail', async function (this: ChatWorld, name: string) {
  const closure = accountClosureOf(this);
  const token = latestTokenTo(closure.mailer, emailOf(name));
  assert.ok(token, `${name} has no reactivation mail`);
  await this.attempt(async () => {
    reactivatedSessions.set(this, (await closure.reactivate.run(token)).session.token);
  });
});

Then('{member} is logged in again', async function (this: ChatWorld, name: string) {
  const token = reactivatedSessions.get(this);
  assert.ok(token, `${name} was not logged in`);
  assert.equal(await this.app.sessionStarter.memberFor(token), await this.member(name));
});

Then('{member} is told the link is no longer valid', function (this: ChatWorld, _name: string) {
  expectRefusal(this, 'link_invalid');
});

When('{member} asks for a new reactivation link', async function (this: ChatWorld, name: string) {
  await accountClosureOf(this).requestReactivation.run({ email: emailOf(name), ip: '192.0.2.1', domain: 'hartslag.example' });
});

When('{member} asks for a new reactivation link {int} times', async function (this: ChatWorld, name: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    await accountClosureOf(this).requestReactivation.run({ email: emailOf(name), ip: '192.0.2.1', domain: 'hartslag.example' });
  }
});

Then('{member} has received {int} reactivation mails', function (this: ChatWorld, name: string, count: number) {
  const mails = accountClosureOf(this).mailer.sent.filter((m) => m.to === emailOf(name) && m.template === 'reactivation');
  assert.equal(mails.length, count);
});

Given('{member} has photos', async function (this: ChatWorld, name: string) {
  accountClosureOf(this).media.files.set(await this.member(name), ['photos/a.jpg', 'photos/b.jpg']);
});

When('the deleted accounts are cleared away', async function (this: ChatWorld) {
  await accountClosureOf(this).purgeDeletedAccounts.run();
});

// Decision 0084: the purge erases as support's GDPR erasure does, leaving a tombstone that keeps the books.
Then("nothing left of {member}'s account names her", async function (this: ChatWorld, name: string) {
  const id = await this.member(name);
  const left = this.app.store.member(id);
  assert.deepEqual([left?.email, left?.passwordHash, left?.status, left?.profile.name, left?.profile.city, left?.profile.about], [`erased-${id}@erased.invalid`, '!erased', 'deleted', '', '', '']);
});

Then("{member}'s credit ledger is kept for the books", async function (this: ChatWorld, name: string) {
  const rows = this.app.ledger.rowsFor(await this.member(name));
  assert.ok(rows.some((row) => row.reason === 'purchase'), 'her purchase is still in the ledger');
});

Then("{member}'s photos no longer exist", async function (this: ChatWorld, name: string) {
  assert.equal(accountClosureOf(this).media.files.has(await this.member(name)), false);
});

Then('{member} has no messages from {member}', async function (this: ChatWorld, name: string, other: string) {
  const from: MemberId = await this.member(other);
  assert.deepEqual(this.app.store.data.messages.filter((m) => m.senderId === from), []);
  assert.deepEqual(await this.app.listChats.run(await this.member(name)), []);
});
