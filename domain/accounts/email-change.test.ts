import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';

const SITE = { domain: 'hartslag.example' };

let world: InMemoryWorld;
let security: InMemoryWorld;
let anna: MemberId;
const ask = (email: string, password = 'zonnebloemveld') =>
  security.requestEmailChange.run({ memberId: anna, email, password, linkHours: 24, domain: 'hartslag.example' });

beforeEach(async () => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  security = world;
  anna = await world.addMember({ email: 'anna@example.nl', name: 'Anna', password: 'zonnebloemveld' });
  await world.addMember({ email: 'bram@example.nl' });
});

describe('asking for another email address', () => {
  it('mails a confirmation link to the new address and changes nothing yet', async () => {
    await ask(' anna.nieuw@example.nl ');

    expect(security.mailer.sent).toEqual([
      { to: 'anna.nieuw@example.nl', memberId: anna, template: 'email_change', locale: 'nl', domain: 'hartslag.example', name: 'Anna', link: 'https://hartslag.example/mail-change/do?token=token-1' },
    ]);
    expect(world.store.member(anna)!.email).toBe('anna@example.nl');
    expect(security.linkStore.rows[0]?.link).toMatchObject({ purpose: 'email_change', payload: 'anna.nieuw@example.nl', expiresAt: new Date('2025-06-16T12:00:00Z') });
  });

  it('refuses an invalid address', async () => {
    await expect(ask('anna@@example')).rejects.toMatchObject({ code: 'invalid_input', field: 'email', message: 'invalid' });
  });

  it('refuses an address another account has, whatever its case', async () => {
    await expect(ask('BRAM@example.nl')).rejects.toMatchObject({ code: 'email_taken', field: 'email' });
  });

  it('refuses a wrong password before saying whether the address is taken', async () => {
    await expect(ask('bram@example.nl', 'fout wachtwoord')).rejects.toMatchObject({ code: 'wrong_password', field: 'password' });
    expect(security.mailer.sent).toEqual([]);
  });
});

describe('confirming the new address', () => {
  it('gives the account the new address', async () => {
    await ask('anna.nieuw@example.nl');

    await expect(security.confirmEmailChange.run('token-1', SITE)).resolves.toEqual({ memberId: anna, email: 'anna.nieuw@example.nl' });
    expect(world.store.member(anna)!.email).toBe('anna.nieuw@example.nl');
    // The old address hears of it, with a way to act if it was not her.
    expect(security.mailer.sent.at(-1)).toMatchObject({ to: 'anna@example.nl', template: 'email_changed', link: 'https://hartslag.example/reset-password' });
  });

  it('lets her mail flow again after a bounce, since the link proved the new address receives it; other stops stay', async () => {
    await world.emailPreferences.disableNotifications(anna, 'bounce');
    await world.emailPreferences.disableNotifications(anna, 'unsubscribe');
    await ask('anna.nieuw@example.nl');
    await security.confirmEmailChange.run('token-1', SITE);
    expect(world.store.member(anna)!.notificationsDisabled).toEqual(['unsubscribe']);
  });

  it('works once', async () => {
    await ask('anna.nieuw@example.nl');
    await security.confirmEmailChange.run('token-1', SITE);

    await expect(security.confirmEmailChange.run('token-1', SITE)).rejects.toMatchObject({ code: 'link_invalid' });
  });

  it('accepts the link a millisecond before it expires and refuses it exactly at expiry', async () => {
    await ask('anna.nieuw@example.nl');
    await ask('anna.nieuw@example.nl');
    world.clock.set(new Date('2025-06-16T11:59:59.999Z'));
    await expect(security.confirmEmailChange.run('token-2', SITE)).resolves.toBeDefined();

    await ask('anna.ander@example.nl');
    world.clock.set(new Date('2025-06-17T11:59:59.999Z'));
    await expect(security.confirmEmailChange.run('token-3', SITE)).rejects.toMatchObject({ code: 'link_invalid' });
  });

  it('voids the older link when a new one is asked', async () => {
    await ask('anna.nieuw@example.nl');
    await ask('anna.ander@example.nl');

    await expect(security.confirmEmailChange.run('token-1', SITE)).rejects.toMatchObject({ code: 'link_invalid' });
  });

  it('refuses when another account took the address meanwhile', async () => {
    await ask('anna.nieuw@example.nl');
    await world.addMember({ email: 'Anna.Nieuw@example.nl' });

    await expect(security.confirmEmailChange.run('token-1', SITE)).rejects.toMatchObject({ code: 'email_taken' });
    expect(world.store.member(anna)!.email).toBe('anna@example.nl');
  });
});
