import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Given, Then, When } from '@cucumber/cucumber';
import type { MailTemplate, OutgoingMail } from '../../domain/mail/mailer';
import { unsubscribeLinksFor } from '../../domain/notifications/unsubscribe';
import { isDomainError } from '../../domain/shared/domain-error';
import { PORTS } from '../../bff/wiring/tokens';
import type { ChatWorld } from '../support/world';

/** The kinds of mail the scenarios name, by a template of each. */
const KINDS: Readonly<Record<string, MailTemplate>> = {
  likes: 'notice_like',
  offers: 'promotion',
  'her account': 'password_reset',
};

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/mail-feedback/${name}`, import.meta.url), 'utf8');

interface UnsubscribeScenario extends ChatWorld {
  /** The one-click link of the last mail a step looked at. */
  lastLink?: string;
  refusedLink?: unknown;
}

async function mailAbout(world: ChatWorld, name: string, kind: string): Promise<OutgoingMail> {
  const template = KINDS[kind];
  assert.ok(template, `no kind of mail called ${kind}`);
  const id = await world.member(name);
  const stored = world.stored(id);
  return { to: stored.email, memberId: id, template, locale: 'nl', domain: world.app.settings.domain, name, link: `https://${world.app.settings.domain}/` };
}

/** Sends a mail through the product's mailer (its preference gate included) and tells whether it went out. */
async function delivered(world: ChatWorld, name: string, kind: string): Promise<boolean> {
  const mail = await mailAbout(world, name, kind);
  const before = world.app.mailer.sent.length;
  await world.app.container.get(PORTS.mailer).send(mail);
  return world.app.mailer.sent.length > before;
}

/** The one-click URL a mail of this kind to her carries in List-Unsubscribe, as the transports make it. */
async function oneClickLink(world: ChatWorld, name: string, kind: string): Promise<string | undefined> {
  const mail = await mailAbout(world, name, kind);
  const links = await unsubscribeLinksFor(mail, world.app.container.get(PORTS.unsubscribeSignatures), await world.app.pageLinks.of(mail.domain));
  return links?.oneClick;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function useLink(world: UnsubscribeScenario, link: string) {
  world.refusedLink = undefined;
  try {
    await world.app.useCases.unsubscribe.unsubscribe.run(tokenOf(link));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    world.refusedLink = error;
  }
}

Given('{member} gets mails about likes and about offers', async function (this: UnsubscribeScenario, name: string) {
  const id = await this.member(name);
  // Offers are opt-in: she said yes to them.
  await this.app.container.get(PORTS.emailPreferences).setPreferences(id, { like: true, promotions: true });
});

When('{member} unsubscribes with one click from a mail about {word}', async function (this: UnsubscribeScenario, name: string, kind: string) {
  this.lastLink = await oneClickLink(this, name, kind);
  assert.ok(this.lastLink, 'the mail has no one-click link');
  await useLink(this, this.lastLink);
  assert.equal(this.refusedLink, undefined);
});

When('{member} unsubscribes with one click from that mail again', async function (this: UnsubscribeScenario, _name: string) {
  assert.ok(this.lastLink);
  await useLink(this, this.lastLink);
  assert.equal(this.refusedLink, undefined);
});

Then('{member} gets no more mails about {word}', async function (this: ChatWorld, name: string, kind: string) {
  assert.equal(await delivered(this, name, kind), false, `a mail about ${kind} still reached ${name}`);
});

Then('{member} still gets mails about {word}', async function (this: ChatWorld, name: string, kind: string) {
  assert.equal(await delivered(this, name, kind), true, `no mail about ${kind} reached ${name}`);
});

Then('{member} still gets mails about her account', async function (this: ChatWorld, name: string) {
  assert.equal(await delivered(this, name, 'her account'), true);
});

Then("{member}'s mail is not disabled", async function (this: ChatWorld, name: string) {
  assert.deepEqual(this.stored(await this.member(name)).notificationsDisabled, []);
});

Then("{member}'s mail is disabled because of a {word}", async function (this: ChatWorld, name: string, why: string) {
  const reason = { complaint: 'fbl', bounce: 'bounce' }[why];
  assert.ok(reason, `no reason called ${why}`);
  assert.deepEqual(this.stored(await this.member(name)).notificationsDisabled, [reason]);
});

Then("a mail about {member}'s account has no unsubscribe link", async function (this: ChatWorld, name: string) {
  assert.equal(await oneClickLink(this, name, 'her account'), undefined);
});

Then('a mail about likes to {member} has one', async function (this: ChatWorld, name: string) {
  assert.match((await oneClickLink(this, name, 'likes')) ?? '', /^https:\/\/hartslag\.example\/api\/unsubscribe\.php\?token=/);
});

When("{member}'s mail provider reports that she marked a mail about offers as spam", async function (this: ChatWorld, name: string) {
  const link = await oneClickLink(this, name, 'offers');
  assert.ok(link);
  // The provider hides her address in the report: she is found by the signed link the quoted mail carries.
  const outcome = await this.app.useCases.unsubscribe.recordFeedback.run(fixture('arf-abuse-yahoo.eml').replaceAll('%%TOKEN%%', tokenOf(link)));
  assert.equal(outcome.result, 'disabled');
});

When("the mail server reports that mail to {member}'s address failed for good", async function (this: ChatWorld, name: string) {
  const email = this.stored(await this.member(name)).email;
  const outcome = await this.app.useCases.unsubscribe.recordFeedback.run(fixture('dsn-hard-bounce-postfix.eml').replaceAll('nobody.here@example.org', email).replaceAll('%%TOKEN%%', ''));
  assert.equal(outcome.result, 'disabled');
});

When("the mail server reports that mail to {member}'s address is delayed because her mailbox is full", async function (this: ChatWorld, name: string) {
  const email = this.stored(await this.member(name)).email;
  const outcome = await this.app.useCases.unsubscribe.recordFeedback.run(fixture('dsn-soft-bounce-mailbox-full.eml').replaceAll('full.mailbox@example.com', email));
  assert.equal(outcome.result, 'ignored');
});

When("someone changes the member in {member}'s unsubscribe link to {member} and uses it", async function (this: UnsubscribeScenario, owner: string, other: string) {
  const link = await oneClickLink(this, owner, 'offers');
  assert.ok(link);
  const [, topic, signature] = tokenOf(link).split('.');
  await useLink(this, `https://hartslag.example/api/unsubscribe.php?token=${await this.member(other)}.${topic}.${signature}`);
});

Given('{member} has a mail about offers with its unsubscribe link', async function (this: UnsubscribeScenario, name: string) {
  this.lastLink = await oneClickLink(this, name, 'offers');
  assert.ok(this.lastLink);
});

When('{member} changes her e-mail address', async function (this: ChatWorld, name: string) {
  const stored = this.stored(await this.member(name));
  stored.email = `new.${stored.email}`;
});

When('the unsubscribe link of that mail is used', async function (this: UnsubscribeScenario) {
  assert.ok(this.lastLink);
  await useLink(this, this.lastLink);
});

Then('the link is refused as invalid', function (this: UnsubscribeScenario) {
  assert.ok(isDomainError(this.refusedLink), 'the link was accepted');
  assert.equal(this.refusedLink.code, 'link_invalid');
});
