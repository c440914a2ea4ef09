import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { MemberId } from '../../domain/shared/ids';
import type { ChatWorld } from '../support/world';

const like = async (world: ChatWorld, from: string, to: string, via: 'profile' | 'swipe' = 'profile') =>
  world.app.likeMember.run(await world.member(from), await world.member(to), via);

/** The members a scenario put in the swipe game, in order. */
const swipeDeck = new WeakMap<ChatWorld, MemberId[]>();
const deckOf = (world: ChatWorld): MemberId[] => {
  const deck = swipeDeck.get(world);
  assert.ok(deck, 'no members are in the swipe game in this scenario');
  return deck;
};
const swipeLike = async (world: ChatWorld, name: string, target: MemberId) => world.app.likeMember.run(await world.member(name), target, 'swipe');

Given('{member} likes {member}', async function (this: ChatWorld, from: string, to: string) {
  await like(this, from, to);
});

When('{member} tries to like {member}', async function (this: ChatWorld, from: string, to: string) {
  await this.attempt(() => like(this, from, to));
});

Given('a minute later {member} likes {member}', async function (this: ChatWorld, from: string, to: string) {
  this.app.clock.advance(60_000);
  await like(this, from, to);
});

When('{member} takes back her/his like of {member}', async function (this: ChatWorld, from: string, to: string) {
  await this.app.unlikeMember.run(await this.member(from), await this.member(to));
});

When("{member} opens {member}'s profile", async function (this: ChatWorld, viewer: string, owner: string) {
  await this.app.seeLike.run(await this.member(viewer), await this.member(owner));
});

Given('{member} is blocked by {member}', async function (this: ChatWorld, blocked: string, blocker: string) {
  await this.app.blockMember.run(await this.member(blocker), await this.member(blocked));
});

Given('{member} has a disabled profile', async function (this: ChatWorld, name: string) {
  const stored = this.stored(await this.member(name));
  stored.profile = { ...stored.profile, status: 'disabled' };
});

Then("{member}'s given likes show {members}", async function (this: ChatWorld, name: string, others: string[]) {
  const given = (await this.app.listLikes.run(await this.member(name))).given;
  assert.deepEqual(given.map((p) => this.nameOf(p.id)), others);
});

Then("{member}'s given likes still show {members}", async function (this: ChatWorld, name: string, others: string[]) {
  const given = (await this.app.listLikes.run(await this.member(name))).given;
  assert.deepEqual(given.map((p) => this.nameOf(p.id)), others);
});

Then("{member}'s given likes are empty", async function (this: ChatWorld, name: string) {
  assert.deepEqual((await this.app.listLikes.run(await this.member(name))).given, []);
});

Then("{member}'s given likes show {int} members", async function (this: ChatWorld, name: string, count: number) {
  assert.equal((await this.app.listLikes.run(await this.member(name))).given.length, count);
});

Then("{member}'s received likes show {member} as {word}", async function (this: ChatWorld, name: string, other: string, state: string) {
  const received = (await this.app.listLikes.run(await this.member(name))).received;
  assert.deepEqual(
    received.map((r) => [this.nameOf(r.profile.id), r.isNew ? 'new' : 'seen']),
    [[other, state]],
  );
});

Then("{member}'s received likes are empty", async function (this: ChatWorld, name: string) {
  assert.deepEqual((await this.app.listLikes.run(await this.member(name))).received, []);
});

Then('{member} has {int} new like(s)', async function (this: ChatWorld, name: string, count: number) {
  assert.equal(await this.app.newLikesTotal.run(await this.member(name)), count);
});

When('{member} likes {member} back', async function (this: ChatWorld, from: string, to: string) {
  await like(this, from, to);
});

Then('{member} is told it is a match with {member}', async function (this: ChatWorld, name: string, other: string) {
  // Liking again changes nothing and answers the match as it stands.
  assert.equal((await like(this, name, other)).match, true);
});

Then('{member} and {member} both see the match in their matches', async function (this: ChatWorld, one: string, other: string) {
  for (const [who, whom] of [
    [one, other],
    [other, one],
  ] as const) {
    const matches = (await this.app.listLikes.run(await this.member(who))).matches;
    assert.deepEqual(matches.map((p) => this.nameOf(p.id)), [whom]);
  }
});

Then('{member} and {member} have no match', async function (this: ChatWorld, one: string, other: string) {
  for (const who of [one, other]) assert.deepEqual((await this.app.listLikes.run(await this.member(who))).matches, []);
});

Then('{member} is told live that {member} liked her/him and that they match', async function (this: ChatWorld, name: string, other: string) {
  const otherId = await this.member(other);
  assert.deepEqual(await this.eventsOf(name), [
    { type: 'like', from: otherId },
    { type: 'match', with: otherId },
  ]);
});

Then('{member} is told she/he cannot like herself/himself', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.code, 'invalid_input');
  assert.equal(this.refusal?.field, 'profile_id');
});

Then('the popup shows {member} the like of {member}', async function (this: ChatWorld, name: string, liker: string) {
  const shown = await this.app.announceLike.run(await this.member(name));
  assert.equal(shown && this.nameOf(shown.id), liker);
});

Then('next the popup shows {member} the like of {member}', async function (this: ChatWorld, name: string, liker: string) {
  const shown = await this.app.announceLike.run(await this.member(name));
  assert.equal(shown && this.nameOf(shown.id), liker);
});

Then('after that the popup shows {member} nothing', async function (this: ChatWorld, name: string) {
  assert.equal(await this.app.announceLike.run(await this.member(name)), undefined);
});

// The swipe game

Given('{int} members are in the swipe game', async function (this: ChatWorld, count: number) {
  const deck: MemberId[] = [];
  // Men: the scenario's members are women who look for men (the ordinary member of the world).
  for (let i = 1; i <= count; i += 1) deck.push(await this.app.addMember({ name: `Speler ${i}`, gender: 'male' }));
  swipeDeck.set(this, deck);
});

When('{member} likes {int} of them in the swipe game', async function (this: ChatWorld, name: string, count: number) {
  for (const target of deckOf(this).slice(0, count)) await swipeLike(this, name, target);
});

Given('{member} liked {int} of them in the swipe game at {int}:{int} in Amsterdam', async function (this: ChatWorld, name: string, count: number, hours: number, minutes: number) {
  // The scenario's day is 15 June 2025, summer time: Amsterdam is UTC+2.
  this.app.clock.set(new Date(Date.UTC(2025, 5, 15, hours - 2, minutes)));
  for (const target of deckOf(this).slice(0, count)) await swipeLike(this, name, target);
});

When('it is {int}:{int} in Amsterdam the next day', function (this: ChatWorld, hours: number, minutes: number) {
  this.app.clock.set(new Date(Date.UTC(2025, 5, 16, hours - 2, minutes)));
});

When('{member} tries to like the fifth in the swipe game', async function (this: ChatWorld, name: string) {
  await this.attempt(() => swipeLike(this, name, deckOf(this)[4]!));
});

Then('{member} can like the fifth in the swipe game', async function (this: ChatWorld, name: string) {
  await swipeLike(this, name, deckOf(this)[4]!);
});

Then('{member} is told she/he has given all {int} likes for today', function (this: ChatWorld, _name: string, limit: number) {
  assert.equal(this.refusal?.code, 'swipe_limit');
  assert.equal(this.refusal?.details?.limit, limit);
});

Then('{member} has {int} swipe like(s) left today', async function (this: ChatWorld, name: string, remaining: number) {
  assert.equal((await this.app.swipeStatus.run(await this.member(name))).remaining, remaining);
});

Then('{member} has no cap on swipe likes', async function (this: ChatWorld, name: string) {
  const status = await this.app.swipeStatus.run(await this.member(name));
  assert.equal(status.limit, null);
  assert.equal(status.remaining, null);
});

When('{member} passes on {int} of them in the swipe game', async function (this: ChatWorld, name: string, count: number) {
  for (const target of deckOf(this).slice(0, count)) await this.app.passMember.run(await this.member(name), target);
});

Then('the swipe game no longer shows {member} those {int}', async function (this: ChatWorld, name: string, count: number) {
  const dealt = new Set((await this.app.swipeDeck.run(await this.member(name))).map((p) => p.id));
  const passed = deckOf(this).slice(0, count);
  assert.ok(passed.every((id) => !dealt.has(id)), 'a passed profile is dealt again');
  assert.ok(deckOf(this).slice(count).every((id) => dealt.has(id)), 'a profile not passed is missing');
});
