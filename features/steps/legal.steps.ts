import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { termsVersionDate } from '../../domain/legal/terms-version';

/** What a scenario about the terms knows: the company's `company_added` setting, and the date the terms show. */
interface TermsScenario {
  companyAdded?: string;
  termsDated?: Date;
}

Given('the company was added on {word}', function (this: TermsScenario, moment: string) {
  this.companyAdded = moment;
});

Given('the company has no date on which it was added', function (this: TermsScenario) {
  this.companyAdded = '';
});

When('a visitor reads the terms and conditions', function (this: TermsScenario) {
  this.termsDated = termsVersionDate(this.companyAdded);
});

Then('the terms are dated {word}', function (this: TermsScenario, moment: string) {
  assert.ok(this.termsDated, 'the terms were not read');
  assert.equal(this.termsDated.toISOString(), new Date(moment).toISOString());
});
