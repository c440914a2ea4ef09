import { After, Before, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { FixedClock } from '../../adapters/memory/fixed-clock';
import { renderMail } from '../../adapters/mail/render-mail';
import type { Database } from '../../adapters/postgres/database';
import { PostgresBlocks } from '../../adapters/postgres/postgres-blocks';
import { PostgresConversations } from '../../adapters/postgres/postgres-conversations';
import { PostgresEmailPreferences } from '../../adapters/postgres/postgres-email-preferences';
import { PostgresInvisibleMode } from '../../adapters/postgres/postgres-invisible-mode';
import { PostgresMemberAccounts } from '../../adapters/postgres/postgres-member-accounts';
import { PostgresProfileViews } from '../../adapters/postgres/postgres-profile-views';
import { reminderJobsOf } from '../../bff/jobs/reminder-jobs';
import { SitePageLinks } from '../../bff/wiring/site-page-links';
import type { OutgoingMail } from '../../domain/mail/mailer';
import { isEmailPreference } from '../../domain/notifications/email-preferences';
import { defaultSettings } from '../../domain/settings/default-settings';
import type { MemberId } from '../../domain/shared/ids';
import { InMemorySiteSettings } from '../../adapters/memory/in-memory-site-settings';
import { aNewMember } from '../../test/support/new-member-mother';
import { freshDatabase } from '../../test/support/test-databases';

/*
 * The reminder jobs run on the job runner over the database (decision 0059): these scenarios run them against the
 * real queries on an embedded PGlite, one fresh database per scenario, with a clock that stands still.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-11-27T08:00:00Z');

interface ReminderWorld {
  database: Database;
  clock: FixedClock;
  members: Map<string, MemberId>;
}

const worlds = new WeakMap<object, ReminderWorld>();
const world = (scenario: object): ReminderWorld => {
  const found = worlds.get(scenario);
  if (!found) throw new Error('the @reminders tag opens the database');
  return found;
};

Before({ tags: '@reminders', timeout: 30_000 }, async function () {
  worlds.set(this, { database: await freshDatabase('pglite'), clock: new FixedClock(NOW), members: new Map() });
});

After({ tags: '@reminders' }, async function () {
  await worlds.get(this)?.database.close();
});

/** The member called `name`, signed up a month ago unless the scenario says when. */
async function member(scenario: object, name: string, signupDate?: Date): Promise<MemberId> {
  const w = world(scenario);
  const known = w.members.get(name);
  if (known !== undefined) return known;
  const at = signupDate ?? new Date(w.clock.now().getTime() - 30 * DAY + 5 * HOUR);
  const id = await new PostgresMemberAccounts(w.database.knex, { now: () => at }).create(
    aNewMember({ gender: name === 'Anna' ? 'female' : 'male' }, { email: `${name.toLowerCase()}@example.nl`, passwordHash: 'x', name, signupDate: at }),
  );
  w.members.set(name, id);
  return id;
}

async function runJobs(scenario: object): Promise<void> {
  const w = world(scenario);
  const settings = new InMemorySiteSettings({ domain: 'hartslag.example', base_url: 'https://hartslag.example' });
  const jobs = reminderJobsOf(
    { knex: w.database.knex, clock: w.clock, pageLinks: new SitePageLinks(settings), domain: 'hartslag.example', outboxCommitted: () => {} },
    { unreadIntervalSeconds: 900, unreadDelaySeconds: 86_400, unreadMaxAgeSeconds: 604_800, weeklyIntervalSeconds: 900, weeklyCatchUpSeconds: 21_600, promotionIntervalSeconds: 300, photoIntervalSeconds: 3600 },
  );
  await jobs.unreadReminders.run();
  await jobs.weeklyUpdates.run();
  await jobs.timeBonusPromotion.run();
  await jobs.photoReminder.run();
}

async function mailsTo(scenario: object, name: string): Promise<OutgoingMail[]> {
  const w = world(scenario);
  const id = await member(scenario, name);
  const rows = (await w.database.knex('outbox').where({ kind: 'mail' }).orderBy('id')) as { payload: unknown }[];
  return rows.map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload).mail as OutgoingMail).filter((mail) => mail.memberId === id);
}

const subjectOf = (mail: OutgoingMail) => renderMail(mail, { ...defaultSettings, name: 'Hartslag', mail_name: 'Hartslag' }).subject;

Given('{member} wrote {member} a message {int} hours ago that {member} has not read', async function (from: string, to: string, hours: number, _reader: string) {
  const w = world(this);
  const [writer, reader] = [await member(this, from), await member(this, to)];
  const conversations = new PostgresConversations(w.database.knex);
  const conversation = (await conversations.findBetween(writer, reader)) ?? (await conversations.create(writer, reader, new Date(NOW.getTime() - 40 * DAY)));
  await conversations.addMessage({ conversationId: conversation.id, senderId: writer, recipientId: reader, body: 'Hoi!', sentAt: new Date(w.clock.now().getTime() - hours * HOUR), held: false, attachment: null });
});

Given('three days later {member} wrote {member} a message {int} hours ago that {member} has not read', async function (from: string, to: string, hours: number, _reader: string) {
  const w = world(this);
  w.clock.advance(3 * DAY);
  const [writer, reader] = [await member(this, from), await member(this, to)];
  const conversations = new PostgresConversations(w.database.knex);
  const conversation = (await conversations.findBetween(writer, reader))!;
  await conversations.addMessage({ conversationId: conversation.id, senderId: writer, recipientId: reader, body: 'Nog een keer hoi!', sentAt: new Date(w.clock.now().getTime() - hours * HOUR), held: false, attachment: null });
});

When('{member} reads her conversation with {member}', async function (reader: string, writer: string) {
  const conversations = new PostgresConversations(world(this).database.knex);
  const conversation = (await conversations.findBetween(await member(this, reader), await member(this, writer)))!;
  await conversations.markRead(conversation.id, await member(this, reader));
});

Given('{member} turned off the mail {string}', async function (name: string, preference: string) {
  assert.ok(isEmailPreference(preference), `${preference} is not an e-mail preference`);
  await new PostgresEmailPreferences(world(this).database.knex).setPreferences(await member(this, name), { [preference]: false });
});

Given('{member} turned on the mail {string}', async function (name: string, preference: string) {
  assert.ok(isEmailPreference(preference), `${preference} is not an e-mail preference`);
  await new PostgresEmailPreferences(world(this).database.knex).setPreferences(await member(this, name), { [preference]: true });
});

Given("{member}'s mail is disabled because her address bounced", async function (name: string) {
  await new PostgresEmailPreferences(world(this).database.knex).disableNotifications(await member(this, name), 'bounce');
});

Given('{member} uses the site in English', async function (name: string) {
  await world(this).database.knex('members').where({ id: await member(this, name) }).update({ language: 'en' });
});

Given("{member}'s week ends now", async function (name: string) {
  // Four weeks ago to the minute: her moment of the week is now.
  await member(this, name, new Date(world(this).clock.now().getTime() - 28 * DAY));
});

Given('{member} liked {member} {int} days ago', async function (liker: string, liked: string, days: number) {
  const w = world(this);
  await w.database.knex('likes').insert({ liker_id: await member(this, liker), liked_id: await member(this, liked), via: 'profile', created_at: new Date(w.clock.now().getTime() - days * DAY) });
});

Given("{member} viewed {member}'s profile {int} day(s) ago", async function (viewer: string, viewed: string, days: number) {
  const w = world(this);
  await new PostgresProfileViews(w.database.knex).record(await member(this, viewer), await member(this, viewed), new Date(w.clock.now().getTime() - days * DAY));
});

Given('{member} then turned invisible', async function (name: string) {
  await new PostgresInvisibleMode(world(this).database.knex).setInvisible(await member(this, name), true);
});

Given('{member} then blocked {member}', async function (blocker: string, blocked: string) {
  const w = world(this);
  await new PostgresBlocks(w.database.knex).block(await member(this, blocker), await member(this, blocked), w.clock.now());
});

Given('{member} signed up {int} hours ago', async function (name: string, hours: number) {
  await member(this, name, new Date(world(this).clock.now().getTime() - hours * HOUR));
});

When('the reminder jobs run', async function () {
  await runJobs(this);
});

Given('the reminder jobs have run', async function () {
  await runJobs(this);
});

When('the reminder jobs run twice', async function () {
  await runJobs(this);
  await runJobs(this);
});

When('two instances run the reminder jobs at the same moment', async function () {
  await Promise.all([runJobs(this), runJobs(this)]);
});

Then('{member} has been sent {int} reminder mail(s): {string}', async function (name: string, count: number, subject: string) {
  const mails = await mailsTo(this, name);
  assert.equal(mails.length, count);
  assert.equal(subjectOf(mails[0]!), subject);
});

Then('{member} has been sent {int} reminder mails', async function (name: string, count: number) {
  assert.equal((await mailsTo(this, name)).length, count);
});

Then("{member}'s weekly update says {string} with a link to {string}", async function (name: string, line: string, link: string) {
  const updates = (await mailsTo(this, name)).filter((mail) => mail.template === 'weekly_update');
  assert.equal(updates.length, 1);
  const { text } = renderMail(updates[0]!, { ...defaultSettings, name: 'Hartslag', mail_name: 'Hartslag' });
  assert.ok(text.includes(`• ${line}: ${link}`), `the update reads:\n${text}`);
});

Then('{member} has been sent no reminder mail', async function (name: string) {
  assert.deepEqual(await mailsTo(this, name), []);
});
