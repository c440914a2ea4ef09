import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { cameThroughTrafficSource, keepArrival, NOTHING_KEPT, onConsentChange, type ArrivalKept } from '../../domain/arrival/arrival-memory';
import type { Consent } from '../../domain/arrival/consent';
import { visitorsMaySearch } from '../../domain/search/visitor-search';

/**
 * What a scenario about a visit from a traffic source knows (decision 0066): the site's search settings, her cookie
 * choice, what her device keeps of the arrival (the attribution for 30 days, the visit for her browser session), and
 * whether the page she opened showed her the members.
 */
interface VisitScenario {
  settings?: { logged_out_search: string; logged_out_search_trafficsource: string };
  consent?: Consent;
  kept: ArrivalKept;
  mayBrowse?: boolean;
}

const kept = (world: VisitScenario): ArrivalKept => world.kept ?? NOTHING_KEPT;

/** One page of her visit: what it shows her, and what the answer keeps on her device. */
function openPage(world: VisitScenario, withTrackingData: boolean): void {
  assert.ok(world.settings, 'no search settings in this scenario');
  const before = kept(world);
  world.mayBrowse = visitorsMaySearch(world.settings, cameThroughTrafficSource(before, withTrackingData));
  const keep = keepArrival(before, withTrackingData, world.consent);
  world.kept = { attribution: before.attribution || keep.attribution, visit: before.visit || keep.visit };
}

Given('the site shows the members to visitors from a traffic source only', function (this: VisitScenario) {
  this.settings = { logged_out_search: 'none', logged_out_search_trafficsource: 'all' };
});

Given(/^a visitor who (refused|accepted) cookies$/, function (this: VisitScenario, choice: 'refused' | 'accepted') {
  this.consent = { choice, at: Date.parse('2026-11-27T10:00:00Z') };
  this.kept = NOTHING_KEPT;
});

Given('a visitor who has not chosen about cookies', function (this: VisitScenario) {
  this.consent = undefined;
  this.kept = NOTHING_KEPT;
});

When('she arrives through a link with network {string}', function (this: VisitScenario, _network: string) {
  openPage(this, true);
});

When('she opens another page without tracking data', function (this: VisitScenario) {
  openPage(this, false);
});

When('she refuses cookies after all', function (this: VisitScenario) {
  const change = onConsentChange(kept(this), false, false);
  this.consent = { choice: 'refused', at: Date.parse('2026-11-27T10:05:00Z') };
  this.kept = { attribution: kept(this).attribution && !change.removeAttribution, visit: kept(this).visit || change.visit };
});

When('she closes her browser and comes back without tracking data', function (this: VisitScenario) {
  // A session cookie ends with the browser session; the attribution (with consent) would last 30 days.
  this.kept = { attribution: kept(this).attribution, visit: false };
  openPage(this, false);
});

Then(/^she (sees the members|is asked to sign up or log in instead)$/, function (this: VisitScenario, outcome: string) {
  assert.equal(this.mayBrowse, outcome === 'sees the members');
});

Then(/^the partner's data is (not )?kept on her device$/, function (this: VisitScenario, not: string | undefined) {
  assert.equal(kept(this).attribution, !not);
});

Then('it is remembered for this browser session only that she came through a traffic source', function (this: VisitScenario) {
  assert.deepEqual(kept(this), { attribution: false, visit: true });
});
