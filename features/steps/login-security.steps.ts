import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { catalogueText, shownText } from '../support/catalogue';
import { HOME_ADDRESS, SITE, type LoginSecurityScenario } from '../support/login-security';
import { latestTokenTo } from '../../test/support/mail-inbox';

const emailOf = (name: string) => `${name.toLowerCase()}@example.nl`;
const MINUTE = 60 * 1000;

async function setPassword(world: LoginSecurityScenario, name: string, password: string): Promise<void> {
  const id = await world.member(name);
  world.stored(id).passwordHash = await world.app.hasher.hash(password);
}

async function logIn(world: LoginSecurityScenario, email: string, password: string, address = HOME_ADDRESS): Promise<void> {
  await world.attempt(() => world.security.logIn.run(email, password, address, world.security.lockoutLimits));
}

// Scenarios start at noon, on a window boundary: a lockout begun then lasts the full window.

Given('an account is locked after {int} failed logins within {int} minutes', function (this: LoginSecurityScenario, failures: number, minutes: number) {
  this.app.siteSettings.set('login_attempts_per_account', failures);
  this.app.siteSettings.set('login_lockout_minutes', minutes);
});

Given('one internet address may fail {int} logins', function (this: LoginSecurityScenario, failures: number) {
  this.app.siteSettings.set('login_attempts_per_ip', failures);
});

Given('{member} has the password {string}', async function (this: LoginSecurityScenario, name: string, password: string) {
  await setPassword(this, name, password);
});

When('{member} logs in with the password {string}', async function (this: LoginSecurityScenario, name: string, password: string) {
  await this.member(name);
  await logIn(this, emailOf(name), password);
});

When('{member} logs in with the password {string} from another internet address', async function (this: LoginSecurityScenario, name: string, password: string) {
  await this.member(name);
  await logIn(this, emailOf(name), password, '198.51.100.1');
});

When('{member} logs in {int} times with a wrong password', async function (this: LoginSecurityScenario, name: string, times: number) {
  await this.member(name);
  for (let i = 0; i < times; i += 1) {
    await logIn(this, emailOf(name), `wrong password ${i}`);
    assert.equal(this.refusal?.code, 'login_failed', `attempt ${i + 1} was not an ordinary failed login`);
  }
});

When('someone fails to log in to {int} different accounts from Anna\'s internet address', async function (this: LoginSecurityScenario, times: number) {
  for (let i = 0; i < times; i += 1) await logIn(this, `probe${i}@example.nl`, 'guess');
});

When('{int} minutes have gone by', function (this: LoginSecurityScenario, minutes: number) {
  this.app.clock.advance(minutes * MINUTE);
});

Then('{member} is logged in', function (this: LoginSecurityScenario, _name: string) {
  assert.equal(this.refusal, undefined, `refused: ${this.refusal?.code}`);
});

Then('the login page says {string}', function (this: LoginSecurityScenario, text: string) {
  assert.equal(shownText(this.refusal), text);
});

// Password reset and change

Given('{member} is logged in on her/his {word}', async function (this: LoginSecurityScenario, name: string, device: string) {
  const session = await this.app.sessionStarter.start(await this.member(name));
  this.devices.set(`${name}:${device}`, session.token);
});

/** The address each scenario last asked a reset mail for: the page's answer names it. */
const askedFor = new WeakMap<LoginSecurityScenario, string>();

function askReset(world: LoginSecurityScenario, email: string) {
  askedFor.set(world, email);
  return world.attempt(() => world.security.requestPasswordReset.run({
      email,
      mailsPerDay: world.app.settings.reset_mails_per_day,
      linkMinutes: world.app.settings.reset_link_minutes,
      ...SITE,
      ip: HOME_ADDRESS,
      perIp: { limit: world.security.lockoutLimits.perIp, minutes: world.security.lockoutLimits.minutes },
    }));
}

When('{member} asks for a password reset mail', async function (this: LoginSecurityScenario, name: string) {
  await this.member(name);
  await askReset(this, emailOf(name));
});

Given('{member} asked for a password reset mail', async function (this: LoginSecurityScenario, name: string) {
  await this.member(name);
  await askReset(this, emailOf(name));
  assert.equal(this.refusal, undefined);
});

Given('{member} asked for a password reset mail {int} times today', async function (this: LoginSecurityScenario, name: string, times: number) {
  await this.member(name);
  for (let i = 0; i < times; i += 1) {
    await askReset(this, emailOf(name));
    assert.equal(this.refusal, undefined);
    this.app.clock.advance(MINUTE);
  }
});

When('someone asks for a password reset mail for {string}', async function (this: LoginSecurityScenario, email: string) {
  await askReset(this, email);
});

Given('someone asked for a password reset mail for {string} {int} times today', async function (this: LoginSecurityScenario, email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    await askReset(this, email);
    assert.equal(this.refusal, undefined);
    this.app.clock.advance(MINUTE);
  }
});

Then('no mail goes to {string}', function (this: LoginSecurityScenario, email: string) {
  assert.deepEqual(this.security.mailer.sent.filter((m) => m.to === email), []);
});

const resetWith = (world: LoginSecurityScenario, name: string, password: string, confirmation: string) => {
  const token = latestTokenTo(world.security.mailer, emailOf(name));
  assert.ok(token, `no mail reached ${name}`);
  return world.attempt(() => world.security.resetPassword.run({ token, password, confirmation, site: SITE }));
};

When('{member} sets the new password {string} through the link in the mail', async function (this: LoginSecurityScenario, name: string, password: string) {
  await resetWith(this, name, password, password);
});

When('{member} fills in {string} and then {string} through the link in the mail', async function (this: LoginSecurityScenario, name: string, password: string, confirmation: string) {
  await resetWith(this, name, password, confirmation);
});

Then('the password reset page says {string}', function (this: LoginSecurityScenario, text: string) {
  // Asked without a refusal, the page says the mail is on its way if the address has an account (web: reset.sent).
  const shown = this.refusal ? shownText(this.refusal) : catalogueText('reset.sent', { email: askedFor.get(this) ?? '' });
  assert.equal(shown, text);
});

Then('the password reset page says the two passwords differ', function (this: LoginSecurityScenario) {
  assert.equal(shownText(this.refusal), 'the two passwords differ');
});

Then('{member} received {int} password reset mail(s)', function (this: LoginSecurityScenario, name: string, count: number) {
  assert.equal(this.security.mailer.sent.filter((m) => m.to === emailOf(name) && m.template === 'password_reset').length, count);
});

Then('{member} can log in with the password {string}', async function (this: LoginSecurityScenario, name: string, password: string) {
  await logIn(this, emailOf(name), password, '192.0.2.50');
  assert.equal(this.refusal, undefined, `refused: ${this.refusal?.code}`);
});

Then('{member} can no longer log in with the password {string}', async function (this: LoginSecurityScenario, name: string, password: string) {
  await logIn(this, emailOf(name), password, '192.0.2.50');
  assert.equal(this.refusal?.code, 'login_failed');
});

Then('{member} is no longer logged in on her/his {word}', async function (this: LoginSecurityScenario, name: string, device: string) {
  const token = this.devices.get(`${name}:${device}`);
  assert.ok(token);
  assert.equal(await this.app.sessionStarter.memberFor(token), undefined);
});

Then('{member} is still logged in on her/his {word}', async function (this: LoginSecurityScenario, name: string, device: string) {
  const token = this.devices.get(`${name}:${device}`);
  assert.ok(token);
  assert.equal(await this.app.sessionStarter.memberFor(token), await this.member(name));
});

When(
  '{member} changes her/his password from {string} to {string} on her/his {word}',
  async function (this: LoginSecurityScenario, name: string, current: string, password: string, device: string) {
    const sessionToken = this.devices.get(`${name}:${device}`);
    assert.ok(sessionToken);
    const memberId = await this.member(name);
    await this.attempt(() => this.security.changePassword.run({ memberId, sessionToken, currentPassword: current, password, site: SITE }));
  },
);

// Email change

When(
  '{member} asks to change her/his email address to {string} with the password {string}',
  async function (this: LoginSecurityScenario, name: string, email: string, password: string) {
    const memberId = await this.member(name);
    await this.attempt(() =>
      this.security.requestEmailChange.run({ memberId, email, password, linkHours: this.app.settings.email_change_link_hours, ...SITE }),
    );
  },
);

Then('a confirmation link is mailed to {string}', function (this: LoginSecurityScenario, email: string) {
  assert.equal(this.refusal, undefined, `refused: ${this.refusal?.code}`);
  const mail = this.security.mailer.sent.at(-1);
  assert.equal(mail?.to, email);
  assert.equal(mail?.template, 'email_change');
});

When('the link in the mail to {string} is opened', async function (this: LoginSecurityScenario, email: string) {
  const token = latestTokenTo(this.security.mailer, email);
  assert.ok(token, `no mail reached ${email}`);
  await this.attempt(() => this.security.confirmEmailChange.run(token, SITE));
});

Then("{member}'s account email address is {string}", async function (this: LoginSecurityScenario, name: string, email: string) {
  assert.equal(this.stored(await this.member(name)).email, email);
});

Then('the email change page says {string}', function (this: LoginSecurityScenario, text: string) {
  assert.equal(shownText(this.refusal), text);
});

Then('nothing is mailed', function (this: LoginSecurityScenario) {
  assert.deepEqual(this.security.mailer.sent, []);
});

When('{member} changes her/his email address to {string} first', async function (this: LoginSecurityScenario, name: string, email: string) {
  const id = await this.member(name);
  assert.equal(await this.security.credentials.setEmail(id, email), 'changed');
});

Then('{member} can log in as {string} with the password {string}', async function (this: LoginSecurityScenario, _name: string, email: string, password: string) {
  await logIn(this, email, password, '192.0.2.50');
  assert.equal(this.refusal, undefined, `refused: ${this.refusal?.code}`);
});

const noticeTo = (world: LoginSecurityScenario, email: string, template: string) => {
  const notice = [...world.security.mailer.sent].reverse().find((mail) => mail.to === email && mail.template === template);
  assert.ok(notice, `no ${template} mail reached ${email}`);
  assert.equal(notice.link, 'https://hartslag.example/reset-password');
};

Then('{member} is mailed that her/his password was changed, with a link to choose a new one', function (this: LoginSecurityScenario, name: string) {
  noticeTo(this, emailOf(name), 'password_changed');
});

Then('{string} is mailed that the address of the account changed, with a link to choose a new password', function (this: LoginSecurityScenario, email: string) {
  noticeTo(this, email, 'email_changed');
});
