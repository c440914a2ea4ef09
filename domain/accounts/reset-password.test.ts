import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';
import { latestTokenTo } from '../../test/support/mail-inbox';

let world: InMemoryWorld;
let security: InMemoryWorld;
let anna: MemberId;
let token: string;
const NEW = 'een nieuw wachtwoord';
const reset = (password = NEW, confirmation = password, link = token) => security.resetPassword.run({ token: link, password, confirmation, site: { domain: 'hartslag.example' } });

beforeEach(async () => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  security = world;
  anna = await world.addMember({ email: 'anna@example.nl', password: 'zonnebloemveld' });
  await security.requestPasswordReset.run({ email: 'anna@example.nl', mailsPerDay: 3, linkMinutes: 60, domain: 'hartslag.example', ip: '192.0.2.9', perIp: { limit: 20, minutes: 15 } });
  token = latestTokenTo(security.mailer, 'anna@example.nl')!;
});

describe('setting a new password from a reset link', () => {
  it('sets the new password: the new one logs in, the old one no longer', async () => {
    await reset();

    await expect(security.logIn.run('anna@example.nl', NEW, '192.0.2.1', security.lockoutLimits)).resolves.toMatchObject({ memberId: anna });
    await expect(security.logIn.run('anna@example.nl', 'zonnebloemveld', '192.0.2.1', security.lockoutLimits)).rejects.toMatchObject({ code: 'login_failed' });
  });

  it('mails the member that her password changed, with a link to choose a new one if it was not her', async () => {
    await reset();

    expect(security.mailer.sent.at(-1)).toMatchObject({ to: 'anna@example.nl', template: 'password_changed', domain: 'hartslag.example', link: 'https://hartslag.example/reset-password' });
  });

  it('ends every session of the account', async () => {
    const first = await world.sessionStarter.start(anna);
    const second = await world.sessionStarter.start(anna);

    await reset();

    expect(await world.sessionStarter.memberFor(first.token)).toBeUndefined();
    expect(await world.sessionStarter.memberFor(second.token)).toBeUndefined();
  });

  it('works once: the same link a second time is link_invalid', async () => {
    await reset();

    await expect(reset('nog een ander wachtwoord')).rejects.toMatchObject({ code: 'link_invalid' });
  });

  it('accepts the link a millisecond before it expires', async () => {
    world.clock.set(new Date('2025-06-15T12:59:59.999Z'));

    await expect(reset()).resolves.toBeUndefined();
  });

  it('refuses the link exactly at its expiry', async () => {
    world.clock.set(new Date('2025-06-15T13:00:00Z'));

    await expect(reset()).rejects.toMatchObject({ code: 'link_invalid' });
  });

  it('refuses a made-up token', async () => {
    await expect(reset(NEW, NEW, 'token-999')).rejects.toMatchObject({ code: 'link_invalid' });
  });

  it('refuses a link of another kind', async () => {
    const other = await security.links.issue(anna, 'email_change', 3600, 'x@example.nl');

    await expect(reset(NEW, NEW, other)).rejects.toMatchObject({ code: 'link_invalid' });
  });

  it('asks for two equal passwords, and keeps the link for the next try', async () => {
    await expect(reset(NEW, 'een nieuw wachtwoorD')).rejects.toMatchObject({ code: 'invalid_input', field: 'password_confirmation', message: 'mismatch' });

    await expect(reset()).resolves.toBeUndefined();
  });

  it('holds the new password to the password rules', async () => {
    await expect(reset('kort')).rejects.toMatchObject({ code: 'invalid_input', field: 'password', message: 'too_short' });
    await expect(reset('password')).rejects.toMatchObject({ code: 'invalid_input', field: 'password', message: 'too_common' });
    await expect(reset('x'.repeat(129))).rejects.toMatchObject({ code: 'invalid_input', field: 'password', message: 'too_long' });
  });

  it('lifts a lockout of the account', async () => {
    for (let i = 0; i < 5; i += 1) await security.logIn.run('anna@example.nl', 'fout', `198.51.100.${i}`, security.lockoutLimits).catch(() => undefined);

    await reset();

    await expect(security.logIn.run('anna@example.nl', NEW, '192.0.2.1', security.lockoutLimits)).resolves.toMatchObject({ memberId: anna });
  });
});
