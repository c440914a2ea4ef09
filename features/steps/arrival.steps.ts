import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { showsEntryWarning, type ArrivalLayout } from '../../domain/arrival/entry-warning';

/** What a scenario about the warning for adults knows: the site's settings, who arrives, and what she is shown. */
interface EntryScenario {
  enabled?: 'yes' | 'no';
  onlyCountries?: string[];
  country?: string;
  loggedIn?: boolean;
  installedApp?: boolean;
  answeredAt?: number | null;
  asked?: boolean;
}

const LAYOUTS: readonly ArrivalLayout[] = ['default', 'empty', 'chat', 'lander'];

Given('the site shows the warning for adults', function (this: EntryScenario) {
  this.enabled = 'yes';
});

Given('the site does not show the warning for adults', function (this: EntryScenario) {
  this.enabled = 'no';
});

Given('the site lists no countries for the warning', function (this: EntryScenario) {
  this.onlyCountries = [];
});

Given('the site lists the countries {} for the warning', function (this: EntryScenario, listed: string) {
  this.onlyCountries = listed.split(',').map((country) => country.trim());
});

Given('a visitor from {word} who has not answered the warning', function (this: EntryScenario, country: string) {
  Object.assign(this, { country, loggedIn: false, answeredAt: null });
});

Given('a visitor from {word} who answered the warning earlier', function (this: EntryScenario, country: string) {
  Object.assign(this, { country, loggedIn: false, answeredAt: Date.parse('2026-11-01T10:00:00Z') });
});

Given('a member from {word} who is logged in', function (this: EntryScenario, country: string) {
  Object.assign(this, { country, loggedIn: true, answeredAt: null });
});

Given('she uses the installed app', function (this: EntryScenario) {
  this.installedApp = true;
});

When('she opens a page in the {word} layout', function (this: EntryScenario, layout: string) {
  assert.ok((LAYOUTS as readonly string[]).includes(layout), `no layout ${layout}`);
  this.asked = showsEntryWarning({
    enabled: this.enabled ?? 'yes',
    onlyCountries: this.onlyCountries ?? [],
    country: this.country ?? 'NL',
    layout: layout as ArrivalLayout,
    loggedIn: this.loggedIn ?? false,
    installedApp: this.installedApp ?? false,
    dismissedAt: this.answeredAt ?? null,
  });
});

Then('she is asked whether she is 18 or older', function (this: EntryScenario) {
  assert.equal(this.asked, true);
});

Then('she is not asked whether she is 18 or older', function (this: EntryScenario) {
  assert.equal(this.asked, false);
});
