import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Gender, Sexuality } from '../../domain/profiles/profile';
import type { SearchPage } from '../../domain/search/search-members';
import { soughtGender } from '../../domain/search/sought-gender';
import type { ChatWorld } from '../support/world';

/** The page of the last search in a scenario. */
const lastSearch = new WeakMap<ChatWorld, SearchPage>();

const searched = (world: ChatWorld): SearchPage => {
  const page = lastSearch.get(world);
  assert.ok(page, 'nobody searched in this scenario');
  return page;
};

Given('{int} women in {word} are members', async function (this: ChatWorld, count: number, region: string) {
  for (let i = 1; i <= count; i++) await this.app.addMember({ name: `Vrouw ${i}`, gender: 'female', region });
});

When('{word} searches for women in {word}', async function (this: ChatWorld, name: string, region: string) {
  const searcher = await this.member(name, { gender: 'male' });
  lastSearch.set(this, await this.app.searchMembers.run({ gender: 'female', countryregion: region, minAge: 18, maxAge: 99, page: 1 }, searcher));
});

Then('{word} sees that exactly {int} members were found', function (this: ChatWorld, _name: string, count: number) {
  assert.deepEqual(searched(this).total, { count, estimated: false });
});

Then('{word} sees that about {int} members were found', function (this: ChatWorld, _name: string, count: number) {
  assert.deepEqual(searched(this).total, { count, estimated: true });
});

Then('the first page shows {int} of them', function (this: ChatWorld, count: number) {
  assert.equal(searched(this).profiles.length, count);
});

// Who the search looks for at first

const GENDER_WORDS: Readonly<Record<string, Gender>> = { man: 'male', woman: 'female' };
const SOUGHT_WORDS: Readonly<Record<string, Gender | undefined>> = { men: 'male', women: 'female', everyone: undefined };
const seeker = new WeakMap<ChatWorld, { gender: Gender; sexuality: Sexuality }>();
const sought = new WeakMap<ChatWorld, Gender | undefined>();

Given('a {word} member who is {word}', function (this: ChatWorld, gender: string, sexuality: string) {
  assert.ok(gender in GENDER_WORDS, `unknown gender word ${gender}`);
  seeker.set(this, { gender: GENDER_WORDS[gender], sexuality: sexuality as Sexuality });
});

When('the member opens the search without choosing a gender', function (this: ChatWorld) {
  const member = seeker.get(this);
  assert.ok(member, 'no member in this scenario');
  sought.set(this, soughtGender(member.gender, member.sexuality));
});

Then('the search looks for {word}', function (this: ChatWorld, who: string) {
  assert.ok(who in SOUGHT_WORDS, `unknown word ${who}`);
  assert.equal(sought.get(this), SOUGHT_WORDS[who]);
});
