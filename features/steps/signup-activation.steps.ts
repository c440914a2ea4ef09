import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { sendActivationMail } from '../../domain/accounts/activation-mail';
import { activationReminderDue } from '../../domain/accounts/activation-reminder';
import type { SignUpCommand } from '../../domain/accounts/sign-up';
import { trackingFromQuery } from '../../domain/accounts/tracking';
import type { ChatWorld } from '../support/world';
import { shownText } from '../support/catalogue';
import { ACTIVATION_MAIL, accountsOf } from '../support/signup-activation';
import { lastMailTo } from '../../test/support/mail-inbox';

const HOUR = 3600 * 1000;

/** Decision 0066: visitors who came through a traffic source and refused cookies (the visit kept, not its data). */
const visitsWithoutData = new WeakMap<ChatWorld, Set<string>>();

function signupCommand(world: ChatWorld, name: string, email: string, changes: Partial<SignUpCommand> = {}): SignUpCommand {
  const settings = world.app.settings;
  const state = accountsOf(world);
  return {
    email,
    name,
    password: 'zomeravond aan zee',
    date_of_birth: '1995-06-01',
    gender: 'female',
    sexuality: 'hetero',
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    language: 'nl',
    minAge: settings.min_age,
    freeMessages: settings.free_messages,
    signupCredits: settings.signup_credits,
    countries: settings.countries,
    signups: state.signups,
    tracking: state.arrivals.get(name) ?? null,
    cameThroughTrafficSource: visitsWithoutData.get(world)?.has(name) ?? false,
    activation: ACTIVATION_MAIL,
    ip: '192.0.2.1',
    signupsPerIpPerHour: settings.signups_per_ip_per_hour,
    ...changes,
  };
}

async function signUp(world: ChatWorld, name: string, email: string, changes: Partial<SignUpCommand> = {}): Promise<void> {
  const { memberId } = await accountsOf(world).accounts.signUp.run(signupCommand(world, name, email, changes));
  accountsOf(world).visitors.set(name, memberId);
}

function visitor(world: ChatWorld, name: string) {
  const id = accountsOf(world).visitors.get(name);
  assert.ok(id !== undefined, `${name} did not sign up`);
  return id;
}

// --- the site's settings

Given('only visitors who arrive through a traffic source may sign up', function (this: ChatWorld) {
  accountsOf(this).signups = 'with_trafficsource';
});

Given('signups are by invitation only', function (this: ChatWorld) {
  accountsOf(this).signups = 'invite';
});

Given('there is an invitation {string}', function (this: ChatWorld, code: string) {
  accountsOf(this).accounts.invites.add(code);
});

// --- signing up

Given('{member} signed up with {string}', async function (this: ChatWorld, name: string, email: string) {
  await signUp(this, name, email);
});

When('{member} signs up with {string}', async function (this: ChatWorld, name: string, email: string) {
  await signUp(this, name, email);
});

When('{member} tries to sign up with {string}', async function (this: ChatWorld, name: string, email: string) {
  await this.attempt(() => signUp(this, name, email));
});

When('{member} signs up with {string} and the invitation {string}', async function (this: ChatWorld, name: string, email: string, code: string) {
  await signUp(this, name, email, { inviteCode: code });
});

When('{member} tries to sign up with {string} and the invitation {string}', async function (this: ChatWorld, name: string, email: string, code: string) {
  await this.attempt(() => signUp(this, name, email, { inviteCode: code }));
});

When('{member} tries to sign up with the profile name {string}', async function (this: ChatWorld, name: string, profileName: string) {
  await this.attempt(() => signUp(this, name, `${name.toLowerCase()}@example.nl`, { name: profileName }));
});

When('{member} tries to sign up living in {string}, {string}, {string}', async function (this: ChatWorld, name: string, city: string, region: string, country: string) {
  await this.attempt(() => signUp(this, name, `${name.toLowerCase()}@example.nl`, { city, region, country }));
});

Then('{member} is told the {word} is not one the site knows', function (this: ChatWorld, _name: string, field: string) {
  assert.equal(this.refusal?.code, 'invalid_input');
  assert.equal(this.refusal?.field, field);
});

When('{member}, who turns {int} tomorrow, tries to sign up', async function (this: ChatWorld, name: string, age: number) {
  const tomorrow = new Date(this.app.clock.now().getTime() + 24 * HOUR);
  const birthDate = `${tomorrow.getUTCFullYear() - age}-${tomorrow.toISOString().slice(5, 10)}`;
  await this.attempt(() => signUp(this, name, `${name.toLowerCase()}@example.nl`, { date_of_birth: birthDate }));
});

When('{member} arrives through a link with sub {string}', function (this: ChatWorld, name: string, sub: string) {
  const tracking = trackingFromQuery({ sub });
  assert.ok(tracking, 'the link carries no tracking data');
  accountsOf(this).arrivals.set(name, tracking);
});

When('{member} arrives through a traffic source and refuses cookies', function (this: ChatWorld, name: string) {
  const visits = visitsWithoutData.get(this) ?? new Set<string>();
  visits.add(name);
  visitsWithoutData.set(this, visits);
});

Given('{member} deleted her/his account with {string} {int} days ago', async function (this: ChatWorld, name: string, email: string, days: number) {
  const stored = this.stored(await this.member(name, { email }));
  stored.status = 'deleted';
  stored.deletedAt = new Date(this.app.clock.now().getTime() - days * 24 * HOUR);
});

Then('{member} is a member who has not confirmed her/his email address yet', async function (this: ChatWorld, name: string) {
  assert.equal((await this.app.members.findById(visitor(this, name)))?.status, 'not_confirmed');
});

Then('{member} has gratis messages', async function (this: ChatWorld, name: string) {
  const member = await this.app.members.findById(visitor(this, name));
  assert.ok(member && member.freeMessages > 0, `${name} has no gratis messages`);
});

Then('{member} came in with sub1 {string}', function (this: ChatWorld, name: string, sub1: string) {
  assert.equal(accountsOf(this).accounts.signupState.tracking.get(visitor(this, name))?.sub1, sub1);
});

Then('{member} came in with no tracking data', function (this: ChatWorld, name: string) {
  assert.equal(accountsOf(this).accounts.signupState.tracking.get(visitor(this, name)), undefined);
});

Then('{member} receives an activation mail', function (this: ChatWorld, name: string) {
  const member = this.app.store.member(visitor(this, name));
  const mail = lastMailTo(accountsOf(this).accounts.mailer, member!.email);
  assert.ok(mail && mail.template === 'activation', `${name} received no activation mail`);
});

Then('{member} is told {string}', function (this: ChatWorld, _name: string, text: string) {
  assert.equal(shownText(this.refusal), text);
});

Then('{member} is told the account was deleted and can still be reactivated', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.code, 'account_deleted');
});

Then('{member} is told signups are closed', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.code, 'signups_closed');
});

Then('{member} is told her/his profile name may not {string}', function (this: ChatWorld, _name: string, reason: string) {
  const reasons: Record<string, string> = { 'be the email address': 'same_as_email', 'start with @': 'starts_with_at' };
  assert.equal(this.refusal?.field, 'name');
  assert.equal(this.refusal?.message, reasons[reason]);
});

Then('{member} is told she/he is too young', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.field, 'date_of_birth');
  assert.equal(this.refusal?.message, 'too_young');
});

// --- activation

Given('{member} has just signed up', async function (this: ChatWorld, name: string) {
  const id = await this.member(name, { status: 'not_confirmed', credits: 30 });
  const { accounts } = accountsOf(this);
  const stored = this.stored(id);
  await sendActivationMail({ ...accounts, pageLinks: await accounts.pageLinks.of(ACTIVATION_MAIL.domain) }, { id, email: stored.email, name, language: 'nl' }, ACTIVATION_MAIL);
});

Given('{int} hours have passed', function (this: ChatWorld, hours: number) {
  this.app.clock.advance(hours * HOUR);
});

async function followActivationLink(world: ChatWorld, name: string): Promise<void> {
  const mail = lastMailTo(accountsOf(world).accounts.mailer, world.stored(await world.member(name)).email);
  assert.ok(mail, `${name} has no activation mail`);
  await accountsOf(world).accounts.activateAccount.run(new URL(mail.link).searchParams.get('token')!);
}

When('{member} follows the link in her/his activation mail', async function (this: ChatWorld, name: string) {
  await followActivationLink(this, name);
});

When('{member} tries to follow the link in her/his activation mail( again)', async function (this: ChatWorld, name: string) {
  await this.attempt(() => followActivationLink(this, name));
});

Then('{member} has confirmed her/his email address', async function (this: ChatWorld, name: string) {
  assert.equal(this.stored(await this.member(name)).status, 'active');
});

Then("{member}'s profile is {word}", async function (this: ChatWorld, name: string, status: string) {
  assert.equal(this.stored(await this.member(name)).profile.status, status);
});

/** SPEC §4: the reminder as the page decides it, from what the page gets of her (her status, her profile's, her stopped mail). */
async function reminded(world: ChatWorld, name: string): Promise<boolean> {
  const id = await world.member(name);
  const stored = world.stored(id);
  const { notificationsDisabled } = await world.app.useCases.emailSettings.read.run(id);
  return activationReminderDue({ status: stored.status, profileStatus: stored.profile.status, notificationsDisabled });
}

Then('{member} is reminded to confirm her/his email address', async function (this: ChatWorld, name: string) {
  assert.equal(await reminded(this, name), true);
});

Then('{member} is no longer reminded to confirm her/his email address', async function (this: ChatWorld, name: string) {
  assert.equal(await reminded(this, name), false);
});

Then('{member} still has not confirmed her/his email address', async function (this: ChatWorld, name: string) {
  assert.equal(this.stored(await this.member(name)).status, 'not_confirmed');
});

async function askForActivationMail(world: ChatWorld, name: string): Promise<void> {
  await accountsOf(world).accounts.resendActivation.run({
    memberId: await world.member(name),
    perHour: world.app.settings.activation_mails_per_hour,
    activation: ACTIVATION_MAIL,
  });
}

When('{member} asks for a new activation mail {int} times', async function (this: ChatWorld, name: string, times: number) {
  for (let i = 0; i < times; i += 1) await askForActivationMail(this, name);
});

When('{member} tries to ask for another activation mail', async function (this: ChatWorld, name: string) {
  await this.attempt(() => askForActivationMail(this, name));
});

Then('{member} has received {int} activation mails', async function (this: ChatWorld, name: string, count: number) {
  const email = this.stored(await this.member(name)).email;
  assert.equal(accountsOf(this).accounts.mailer.sent.filter((m) => m.to === email && m.template === 'activation').length, count);
});

Then('{member} is told to wait before asking again', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.code, 'rate_limited');
  assert.ok(Number(this.refusal?.details?.retry_after) > 0);
});
