import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import type { CardDistance } from '../../domain/search/card-distance';
import type { ChatWorld } from '../support/world';

/** Anna looks for men, the others are men: each is in her swipe game. */
const genderOf = (name: string) => (name === 'Anna' ? 'female' : 'male');

Given('{member} lives in {word}, {word}', async function (this: ChatWorld, name: string, city: string, region: string) {
  await this.member(name, { country: 'NL', region, city, gender: genderOf(name), sexuality: 'hetero' });
});

Given('{member} lives in an unknown city', async function (this: ChatWorld, name: string) {
  await this.member(name, { country: 'NL', region: 'Utrecht', city: '', gender: genderOf(name), sexuality: 'hetero' });
});

/** The distance on her swipe card of the other, and the same from the search's cards. */
async function distanceOn(world: ChatWorld, viewer: string, other: string): Promise<CardDistance | undefined> {
  const id = await world.member(other);
  const card = (await world.app.swipeDeck.cards(await world.member(viewer))).find((c) => c.profile.id === id);
  assert.ok(card, `${other} is not among ${viewer}'s cards`);
  const account = await world.app.members.findById(await world.member(viewer));
  assert.deepEqual(world.app.cardDistances.from(account!.profile)(card.profile), card.distance, 'search and swipe cards differ');
  return card.distance;
}

const said = (distance: CardDistance | undefined) => (distance === undefined ? 'nothing' : distance.under ? `under ${distance.km} km` : `${distance.km} km`);

Then("{member}'s card of {member} says {string}", async function (this: ChatWorld, viewer: string, other: string, expected: string) {
  assert.equal(said(await distanceOn(this, viewer, other)), expected);
});

Then("{member}'s card of {member} says nothing of distance", async function (this: ChatWorld, viewer: string, other: string) {
  assert.equal(await distanceOn(this, viewer, other), undefined);
});
