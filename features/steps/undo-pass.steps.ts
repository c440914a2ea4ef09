import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { MemberId } from '../../domain/shared/ids';
import type { ChatWorld } from '../support/world';

/** Her passes in this scenario, newest last: "her last pass" is the last of them. */
const passes = new WeakMap<ChatWorld, MemberId[]>();

const dealt = async (world: ChatWorld, name: string) => new Set((await world.app.swipeDeck.run(await world.member(name))).map((p) => p.id));

Given("{members} are in {member}'s swipe game", async function (this: ChatWorld, others: string[], name: string) {
  const player = await this.member(name, { gender: 'female', sexuality: 'hetero' });
  for (const other of others) await this.member(other, { gender: 'male', sexuality: 'hetero' });
  const deck = await dealt(this, name);
  for (const other of others) assert.ok(deck.has(await this.member(other)), `${other} is not in ${name}'s swipe game`);
  assert.ok(!deck.has(player));
});

const passOn = async (world: ChatWorld, name: string, other: string) => {
  const target = await world.member(other);
  await world.app.passMember.run(await world.member(name), target);
  passes.set(world, [...(passes.get(world) ?? []), target]);
};

When('{member} passes on {member} in the swipe game', async function (this: ChatWorld, name: string, other: string) {
  await passOn(this, name, other);
});

When('a minute later {member} passes on {member} in the swipe game', async function (this: ChatWorld, name: string, other: string) {
  this.app.clock.advance(60_000);
  await passOn(this, name, other);
});

When('a minute later {member} likes {member} in the swipe game', async function (this: ChatWorld, name: string, other: string) {
  this.app.clock.advance(60_000);
  await this.app.likeMember.run(await this.member(name), await this.member(other), 'swipe');
});

When('{member} takes back her/his last pass', async function (this: ChatWorld, name: string) {
  const last = passes.get(this)?.at(-1);
  assert.ok(last !== undefined, 'no pass in this scenario');
  await this.app.undoPass.run(await this.member(name), last);
});

When('{member} tries to take back her/his pass on {member}', async function (this: ChatWorld, name: string, other: string) {
  const member = await this.member(name);
  const target = await this.member(other);
  await this.attempt(() => this.app.undoPass.run(member, target));
});

Then('{member} is told there is no such pass to take back', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.code, 'not_found');
  assert.equal(this.refusal?.field, 'profile_id');
});

Then('the swipe game deals {member} {member} again', async function (this: ChatWorld, name: string, other: string) {
  assert.ok((await dealt(this, name)).has(await this.member(other)));
});

Then('the swipe game no longer deals {member} {member}', async function (this: ChatWorld, name: string, other: string) {
  assert.ok(!(await dealt(this, name)).has(await this.member(other)));
});
