import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ChatWorld } from '../support/world';

const DAY = 86_400_000;

async function opened(world: ChatWorld, viewer: string, owner: string) {
  const account = await world.app.members.findById(await world.member(viewer));
  assert.ok(account);
  await world.app.openProfile.run(await world.member(owner), account);
}

const list = (world: ChatWorld) => world.app.useCases.visitors.listVisitors;

Given("{member} opened {member}'s profile", async function (this: ChatWorld, viewer: string, owner: string) {
  await opened(this, viewer, owner);
});

Given("a minute later {member} opened {member}'s profile", async function (this: ChatWorld, viewer: string, owner: string) {
  this.app.clock.advance(60_000);
  await opened(this, viewer, owner);
});

Given('{member} has looked at her/his visitors', async function (this: ChatWorld, name: string) {
  await list(this).run(await this.member(name));
});

When('{int} days have passed', function (this: ChatWorld, days: number) {
  this.app.clock.advance(days * DAY);
});

Then("{member}'s visitors badge shows {int}", async function (this: ChatWorld, name: string, count: number) {
  assert.equal(await list(this).newCount(await this.member(name)), count);
});

Then("{member}'s visitors are {members}, both new", async function (this: ChatWorld, name: string, others: string[]) {
  const visitors = await list(this).run(await this.member(name));
  assert.deepEqual(
    visitors.map((v) => [this.nameOf(v.profile.id), v.isNew]),
    others.map((other) => [other, true]),
  );
});

Then("{member}'s visitors are {members}, of whom {member} is new", async function (this: ChatWorld, name: string, others: string[], fresh: string) {
  const visitors = await list(this).run(await this.member(name));
  assert.deepEqual(
    visitors.map((v) => [this.nameOf(v.profile.id), v.isNew]),
    others.map((other) => [other, other === fresh]),
  );
});

Then('{member} has no visitors', async function (this: ChatWorld, name: string) {
  assert.deepEqual(await list(this).run(await this.member(name)), []);
});
