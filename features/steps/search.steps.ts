import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { Gender, Sexuality } from '../../domain/profiles/profile';
import type { SearchPage } from '../../domain/search/search-members';
import { soughtGender } from '../../domain/search/sought-gender';
import { visitorsMaySearch } from '../../domain/search/visitor-search';
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

// Who a search shows

const found = new WeakMap<ChatWorld, readonly string[]>();

Given('these women are members:', async function (this: ChatWorld, table: DataTable) {
  for (const { name, state } of table.hashes() as { name: string; state: string }[]) {
    const seed = { gender: 'female' as const };
    if (state === 'has deleted her account') await this.member(name, { ...seed, status: 'deleted' });
    else if (state === 'has not confirmed her email') await this.member(name, { ...seed, status: 'not_confirmed' });
    else if (state === 'is disabled') await this.member(name, { ...seed, profileStatus: 'disabled' });
    else {
      const id = await this.member(name, seed);
      if (state === 'has blocked Tom') await this.app.blockMember.run(id, await this.member('Tom', { gender: 'male' }));
      else if (state === 'is blocked by Tom') await this.app.blockMember.run(await this.member('Tom', { gender: 'male' }), id);
      else if (state === 'is invisible') await this.app.setInvisible.run(id, true);
      else assert.equal(state, 'an ordinary member', `unknown state ${state}`);
    }
  }
});

Given('{word} is a member', async function (this: ChatWorld, name: string) {
  await this.member(name, { gender: 'female' });
});

When('{word} becomes visible again', async function (this: ChatWorld, name: string) {
  await this.app.setInvisible.run(await this.member(name), false);
});

When('{word} searches for women', async function (this: ChatWorld, name: string) {
  const searcher = await this.member(name, { gender: 'male' });
  const page = await this.app.searchMembers.run({ gender: 'female', minAge: 18, maxAge: 99, page: 1 }, searcher);
  found.set(this, page.profiles.map((p) => p.name));
});

Then('{word} finds {word} and nobody else', function (this: ChatWorld, _name: string, other: string) {
  assert.deepEqual(found.get(this), [other]);
});

const visitorSearch = new WeakMap<ChatWorld, { search: string; trafficSource: string; mayBrowse?: boolean }>();

Given("the site's logged_out_search is {string} and its logged_out_search_trafficsource is {string}", function (this: ChatWorld, search: string, trafficSource: string) {
  visitorSearch.set(this, { search, trafficSource });
});

When(/^a visitor who came (directly|through a traffic source) opens the search$/, function (this: ChatWorld, how: string) {
  const settings = visitorSearch.get(this);
  assert.ok(settings, 'no search settings in this scenario');
  settings.mayBrowse = visitorsMaySearch({ logged_out_search: settings.search, logged_out_search_trafficsource: settings.trafficSource }, how !== 'directly');
});

Then(/^the visitor (sees the members|is asked to sign up or log in instead)$/, function (this: ChatWorld, outcome: string) {
  assert.equal(visitorSearch.get(this)?.mayBrowse, outcome === 'sees the members');
});
