import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { creditPath, localisedPath } from '../../domain/locale/credit-paths';
import { countryShownFor } from '../../domain/locale/language-countries';
import { chooseLocale, localeAfterLogin, offeredLocales, showsLanguageMenu } from '../../domain/locale/locale-choice';
import { isKnownLocale, type KnownLocale } from '../../domain/profiles/language';

/** The locale rules of domain/locale (SPEC §2, §4, §9; decision 0064) on a site of the scenario. */
interface LocaleScenario {
  served: KnownLocale[];
  domainLanguage: string;
  languagesSetting: string[];
  savedLanguage?: string;
  cookie?: string;
  spoken?: KnownLocale;
  opened?: string;
}

const list = (text: string) => text.split(',').map((part) => part.trim()).filter(Boolean);
const known = (code: string): KnownLocale => {
  assert.ok(isKnownLocale(code), `${code} is no locale of SPEC §1`);
  return code;
};
const speak = (world: LocaleScenario) => chooseLocale(world.served, world.cookie, world.domainLanguage ?? '', 'nl');

Given('the site speaks Dutch, English and German', function (this: LocaleScenario) {
  this.served = ['nl', 'en', 'de'];
  this.domainLanguage = 'nl-NL';
  this.languagesSetting = [];
});

Given("the domain's language is {string}", function (this: LocaleScenario, language: string) {
  this.domainLanguage = language;
});

When('a visitor opens the site without a language cookie', function (this: LocaleScenario) {
  this.cookie = undefined;
  this.spoken = speak(this);
});

When('a visitor opens the site with the language cookie {string}', function (this: LocaleScenario, cookie: string) {
  this.cookie = cookie;
  this.spoken = speak(this);
});

Then('the site speaks {string}', function (this: LocaleScenario, locale: string) {
  assert.equal(this.spoken, locale);
});

Given('a member saved the language {string}', function (this: LocaleScenario, language: string) {
  this.savedLanguage = language;
});

Given("her browser's language cookie says {string}", function (this: LocaleScenario, cookie: string) {
  this.cookie = cookie;
});

When('she logs in', function (this: LocaleScenario) {
  this.cookie = localeAfterLogin(this.served, this.savedLanguage ?? '') ?? this.cookie;
});

Then('her language cookie says {string}', function (this: LocaleScenario, cookie: string) {
  assert.equal(this.cookie, cookie);
});

Then('the site speaks {string} on her next visit', function (this: LocaleScenario, locale: string) {
  assert.equal(speak(this), locale);
});

Given('the domain offers the languages {string}', function (this: LocaleScenario, languages: string) {
  this.languagesSetting = list(languages);
});

Given('the domain offers no list of languages', function (this: LocaleScenario) {
  this.languagesSetting = [];
});

Then('the language menu is not shown', function (this: LocaleScenario) {
  assert.equal(showsLanguageMenu(offeredLocales(this.served, this.languagesSetting)), false);
});

Then('the language menu offers {string}', function (this: LocaleScenario, languages: string) {
  const offered = offeredLocales(this.served, this.languagesSetting);
  assert.equal(showsLanguageMenu(offered), true);
  assert.deepEqual(offered, list(languages));
});

Then('for a visitor from {word} the language {string} is shown with {word}', function (visitor: string, language: string, country: string) {
  assert.equal(countryShownFor(known(language), visitor), country);
});

Then('the credits page is at {string} in {string}', function (path: string, language: string) {
  assert.equal(creditPath(known(language), { page: 'bundles' }), path);
});

Then('the repeat order is at {string} in {string}', function (path: string, language: string) {
  assert.equal(creditPath(known(language), { page: 'repeat-order' }), path);
});

When('a visitor in {string} opens {string}', function (this: LocaleScenario, language: string, path: string) {
  this.spoken = known(language);
  this.opened = path;
});

Then('she is sent on to {string}', function (this: LocaleScenario, path: string) {
  assert.notEqual(this.opened, path);
  assert.equal(localisedPath(this.opened!, this.spoken!), path);
});

Then('she stays on {string}', function (this: LocaleScenario, path: string) {
  assert.equal(this.opened, path);
  assert.equal(localisedPath(path, this.spoken!), path);
});
