import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { landerSlug, readLanderSlug, type LanderSlug, type Niche, type SlugPlace } from '../../domain/landing/lander-slug';

/** The slug rules of domain/landing/lander-slug.ts on a site of the scenario (decision 0061). */
const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'];

interface LanderScenario {
  landerPlaces: SlugPlace[];
  landerNiche: Niche;
  landed?: LanderSlug;
}

const placeNamed = (world: LanderScenario, city: string): SlugPlace => {
  const place = world.landerPlaces.find((p) => p.city === city);
  assert.ok(place, `the site does not know ${city}`);
  return place;
};

Given('the site knows the cities {string}, {string} and {string}', function (this: LanderScenario, first: string, second: string, third: string) {
  this.landerPlaces = [first, second, third].map((city) => ({ country: 'NL', region: 'Noord-Holland', city }));
});

Given("the site's niche is {int}", function (this: LanderScenario, niche: number) {
  assert.ok(niche >= 1 && niche <= 7, 'niches are 1 to 7');
  this.landerNiche = niche as Niche;
});

When('a visitor opens a landing page with the slug {string}', function (this: LanderScenario, slug: string) {
  this.landed = readLanderSlug(slug, this.landerNiche, this.landerPlaces, LOCALES);
});

When('a visitor opens a landing page without a slug', function (this: LanderScenario) {
  this.landed = readLanderSlug(undefined, this.landerNiche, this.landerPlaces, LOCALES);
});

Then('the landing page for {string} has the slug {string}', function (this: LanderScenario, city: string, slug: string) {
  assert.equal(landerSlug(this.landerNiche, placeNamed(this, city), 'nl'), slug);
});

Then('the landing page in {string} without a city has the slug {string}', function (this: LanderScenario, locale: string, slug: string) {
  assert.equal(landerSlug(this.landerNiche, null, locale), slug);
});

Then('a visitor who opens the slug {string} lands on the page for the whole country', function (this: LanderScenario, slug: string) {
  assert.equal(readLanderSlug(slug, this.landerNiche, this.landerPlaces, LOCALES).place, null);
});

Then('the page is about {string}', function (this: LanderScenario, city: string) {
  assert.equal(this.landed?.place?.city, city);
});

Then('the page is about no city', function (this: LanderScenario) {
  assert.equal(this.landed?.place, null);
});

Then('the visitor lands on the page for the whole country', function (this: LanderScenario) {
  assert.ok(this.landed, 'the visitor opened no landing page');
  assert.equal(this.landed.place, null);
});
