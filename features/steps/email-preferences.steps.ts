import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { PORTS } from '../../bff/wiring/tokens';
import type { MailTemplate, OutgoingMail } from '../../domain/mail/mailer';
import { EMAIL_PREFERENCES, mayMail, type EmailPreference, type MailCategory, type NotificationsDisabledReason } from '../../domain/notifications/email-preferences';
import { MailPreferenceGate, PreferenceGatedMailTransport } from '../../domain/notifications/mail-gate';
import { InMemoryOutboxQueue } from '../../adapters/memory/in-memory-outbox';
import { DeliverOutbox } from '../../domain/outbox/deliver-outbox';
import type { ChatWorld } from '../support/world';
import { credits } from '../../domain/shared/quantities';

/** The kinds of mail as the notifications page names them. */
const KINDS: Readonly<Record<string, EmailPreference>> = {
  'new conversations': 'new_conversations',
  'new messages': 'new_messages',
  'likes and matches': 'like',
  'reminders about unread messages': 'unread_message_reminders',
  offers: 'promotions',
  'weekly summary': 'weekly_updates',
  news: 'news',
  'tips and reminders': 'reminders',
};

/** The mails of the scenarios, by the template the product sends them with. */
const MAILS: Readonly<Record<string, MailTemplate>> = {
  'first message of a chat': 'notice_new_conversation',
  'new message in a chat': 'notice_new_message',
  like: 'notice_like',
  match: 'notice_match',
  'reminder of unread messages': 'unread_reminder',
  'weekly summary': 'weekly_update',
  'profile photo reminder': 'reminder',
  offer: 'promotion',
  'password reset link': 'password_reset',
  'payment confirmation': 'payment_confirmation',
};

const REASONS: Readonly<Record<string, NotificationsDisabledReason>> = {
  'she unsubscribed': 'unsubscribe',
  'she reported a mail of ours as spam': 'fbl',
  'her mailbox refused our mail': 'bounce',
};

const kind = (name: string): EmailPreference => {
  const found = KINDS[name];
  assert.ok(found, `no kind of mail called "${name}"`);
  return found;
};

interface PreferenceScenario extends ChatWorld {
  /** Whether the last mail a step sent reached her. */
  lastArrived?: boolean;
  /** A mail written before a change, and the outbox it waits in. */
  waiting?: { queue: InMemoryOutboxQueue; arrived: OutgoingMail[]; mail: OutgoingMail };
}

async function mailTo(world: ChatWorld, name: string, mail: string): Promise<OutgoingMail> {
  const template = MAILS[mail];
  assert.ok(template, `no mail called "${mail}"`);
  const id = await world.member(name);
  const domain = world.app.settings.domain;
  return { to: world.stored(id).email, memberId: id, template, locale: 'nl', domain, name, otherName: 'Bram', link: `https://${domain}/` };
}

const settings = (world: ChatWorld) => world.app.useCases.emailSettings;

Given('{member} has just joined', async function (this: ChatWorld, name: string) {
  await this.member(name);
});

Given('{member} switched {string} off', async function (this: ChatWorld, name: string, kindName: string) {
  await settings(this).change.run(await this.member(name), { preferences: { [kind(kindName)]: false } });
});

When('{member} switches {string} on', async function (this: ChatWorld, name: string, kindName: string) {
  await settings(this).change.run(await this.member(name), { preferences: { [kind(kindName)]: true } });
});

When('{member} switches {string} off', async function (this: ChatWorld, name: string, kindName: string) {
  await settings(this).change.run(await this.member(name), { preferences: { [kind(kindName)]: false } });
});

Given('{member} switched every kind of mail off', async function (this: ChatWorld, name: string) {
  await settings(this).change.run(await this.member(name), { preferences: Object.fromEntries(EMAIL_PREFERENCES.map((p) => [p, false])) });
});

Given("{member}'s mail is stopped because {}", async function (this: ChatWorld, name: string, why: string) {
  const reason = REASONS[why];
  assert.ok(reason, `no reason called "${why}"`);
  await this.app.container.get(PORTS.emailPreferences).disableNotifications(await this.member(name), reason);
});

When('{member} turns her mail back on', async function (this: ChatWorld, name: string) {
  await settings(this).change.run(await this.member(name), { turnMailOn: true });
});

When(/^Hartslag sends ([A-Z][a-z]+) an? (.+)$/, async function (this: PreferenceScenario, name: string, mail: string) {
  const before = this.app.mailer.sent.length;
  await this.app.container.get(PORTS.mailer).send(await mailTo(this, name, mail));
  this.lastArrived = this.app.mailer.sent.length > before;
});

Given('a like mail to {member} is waiting to go out', async function (this: PreferenceScenario, name: string) {
  const queue = new InMemoryOutboxQueue(this.app.clock);
  const mail = await mailTo(this, name, 'like');
  await queue.add({ kind: 'mail', mail });
  this.waiting = { queue, arrived: [], mail };
});

When('the mail goes out', async function (this: PreferenceScenario) {
  const waiting = this.waiting;
  assert.ok(waiting, 'no mail is waiting');
  // The worker's transport as the wiring makes it: the preference gate in front of the mail server.
  const server = { deliver: async (mail: OutgoingMail) => void waiting.arrived.push(mail) };
  const gated = new PreferenceGatedMailTransport(server, new MailPreferenceGate(this.app.container.get(PORTS.emailPreferences)));
  const worker = new DeliverOutbox({ queue: waiting.queue, mail: gated, sms: { deliver: async () => {} }, clock: this.app.clock, random: { next: () => 0.5 }, worker: 'w1' });
  await worker.run(10);
  assert.equal((await waiting.queue.counts()).delivered, 1, 'the outbox row ends delivered (suppressed), not retried');
  this.lastArrived = waiting.arrived.length > 0;
});

Then('{member} does not get it', function (this: PreferenceScenario, _name: string) {
  assert.equal(this.lastArrived, false);
});

Then('{member} gets it', function (this: PreferenceScenario, _name: string) {
  assert.equal(this.lastArrived, true);
});

Then("{member}'s e-mail preferences are", async function (this: ChatWorld, name: string, table: DataTable) {
  const { preferences } = await settings(this).read.run(await this.member(name));
  const expected = Object.fromEntries(table.raw().map(([kindName, state]) => [kind(kindName!.trim()), state!.trim() === 'on']));
  assert.deepEqual({ ...preferences }, expected);
});

Then(/^mail of the kind "(.+)" (may|may not) be sent to ([A-Z][a-z]+)$/, async function (this: ChatWorld, kindName: string, may: string, name: string) {
  const recipient = await settings(this).read.run(await this.member(name));
  assert.equal(mayMail(recipient, kind(kindName) as MailCategory), may === 'may');
});

Then("{member}'s mail is not stopped", async function (this: ChatWorld, name: string) {
  assert.deepEqual((await settings(this).read.run(await this.member(name))).notificationsDisabled, []);
});

Then("{member}'s mail is still stopped because {}", async function (this: ChatWorld, name: string, why: string) {
  assert.deepEqual((await settings(this).read.run(await this.member(name))).notificationsDisabled, [REASONS[why]]);
});

/** The notice mails, as the scenarios count them. */
const NOTICES: Readonly<Record<string, MailTemplate>> = {
  'that someone started a conversation': 'notice_new_conversation',
  'about new messages': 'notice_new_message',
  'about a like': 'notice_like',
  'about a match': 'notice_match',
};

When('{member} opens her conversation with {member}', async function (this: ChatWorld, reader: string, other: string) {
  const conversation = await this.openConversation(reader, other);
  await this.app.useCases.chat.markRead.run(await this.member(reader), conversation);
});

When('{member} writes to {member}', async function (this: ChatWorld, from: string, to: string) {
  const sender = await this.member(from);
  await this.app.ledger.record({ memberId: sender, amount: credits(this.app.settings.message_credits), reason: 'purchase', at: this.app.clock.now() });
  await this.sendMessage(from, to, `Hoi ${to}!`);
});

Given('{member} is on the site', async function (this: ChatWorld, name: string) {
  await this.app.presence.connected(await this.member(name), `tab-of-${name}`, this.app.clock.now());
});

When("{member} looks at {member}'s profile", async function (this: ChatWorld, viewer: string, owner: string) {
  await this.app.likes.markSeen(await this.member(viewer), await this.member(owner));
});

Then(/^([A-Z][a-z]+) has been mailed (\d+) times? (.+)$/, async function (this: ChatWorld, name: string, count: string, what: string) {
  const template = NOTICES[what];
  assert.ok(template, `no notice mail called "${what}"`);
  const id = await this.member(name);
  assert.equal(this.app.mailer.sent.filter((mail) => mail.memberId === id && mail.template === template).length, Number(count));
});
