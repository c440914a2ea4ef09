import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { renderMail, type RenderedMail } from '../../adapters/mail/render-mail';
import type { MailTemplate, OutgoingMail } from '../../domain/mail/mailer';
import { defaultSettings } from '../../domain/settings/default-settings';

/** A mail rendered as the outbox renders it, in the language of the scenario's member (decision 0060). */
interface MailScenario {
  language: string;
  mail?: RenderedMail;
}

const write = (world: MailScenario, template: MailTemplate, counts?: OutgoingMail['counts']) => {
  world.mail = renderMail(
    { to: 'anna@example.nl', template, locale: world.language, domain: 'localhost', name: 'Anna', link: 'https://hartslag.example/', ...(counts ? { counts } : {}) },
    defaultSettings,
  );
};

Given('a member whose language is {string}', function (this: MailScenario, language: string) {
  this.language = language;
});

When('her activation mail is written', function (this: MailScenario) {
  write(this, 'activation');
});

When('her weekly update with {int} new likes is written', function (this: MailScenario, likes: number) {
  write(this, 'weekly_update', { likes });
});

Then("the mail's subject is {string}", function (this: MailScenario, subject: string) {
  assert.equal(this.mail?.subject, subject);
});

Then('the mail lists {string}', function (this: MailScenario, line: string) {
  assert.ok(this.mail?.text.split('\n').includes(`• ${line}`), `no line "• ${line}" in:\n${this.mail?.text}`);
});
