import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { SignUpCommand } from './sign-up';

let world: InMemoryWorld;
let accounts: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  accounts = world;
});

const command = (changes: Partial<SignUpCommand> = {}): SignUpCommand => ({
  email: 'anna@example.nl',
  name: 'Anna',
  password: 'zonnebloemveld',
  date_of_birth: '1995-04-02',
  gender: 'female',
  sexuality: 'hetero',
  country: 'NL',
  region: 'Utrecht',
  city: 'Utrecht',
  language: 'nl',
  minAge: 18,
  freeMessages: 3,
  signupCredits: 0,
  countries: ['NL', 'BE', 'DE'],
  signups: 'all',
  tracking: null,
  activation: { domain: 'hartslag.example', linkHours: 72 },
  ip: '192.0.2.1',
  signupsPerIpPerHour: 100,
  ...changes,
});

const tracking = { network: 'adnet', ref: null, sub1: 'abc', sub2: null, sub3: null };

describe('signing up', () => {
  it('counts signups per address and refuses past signups_per_ip_per_hour, creating nothing', async () => {
    await accounts.signUp.run(command({ signupsPerIpPerHour: 1 }));
    await expect(accounts.signUp.run(command({ email: 'bea@example.nl', name: 'Bea', signupsPerIpPerHour: 1 }))).rejects.toMatchObject({ code: 'rate_limited' });
    await expect(accounts.signUp.run(command({ email: 'cor@example.nl', name: 'Cor', ip: '198.51.100.7', signupsPerIpPerHour: 1 }))).resolves.toBeDefined();
    expect(await world.members.findByEmail('bea@example.nl')).toBeUndefined();
  });

  it('creates the member unconfirmed, with their profile and gratis messages, and logs them in', async () => {
    const { memberId, session } = await accounts.signUp.run(command());

    const member = await world.members.findById(memberId);
    expect(member).toMatchObject({ email: 'anna@example.nl', status: 'not_confirmed', freeMessages: 3, paidUser: false, credits: 0 });
    expect(member?.profile).toMatchObject({ name: 'Anna', age: 30, gender: 'female', city: 'Utrecht' });
    expect(await world.sessionStarter.memberFor(session.token)).toBe(memberId);
  });

  it('mails an activation link to the complete-signup page, valid for activation_link_hours', async () => {
    const { memberId } = await accounts.signUp.run(command());

    expect(accounts.mailer.sent).toEqual([
      { to: 'anna@example.nl', memberId, template: 'activation', locale: 'nl', domain: 'hartslag.example', name: 'Anna', link: expect.stringMatching(/^https:\/\/hartslag\.example\/complete-signup\?token=token-\d+$/) },
    ]);
    const [{ link }] = accounts.linkStore.rows;
    expect(link).toMatchObject({ memberId, purpose: 'activation', expiresAt: new Date('2025-06-18T12:00:00Z') });
  });

  it('mails nothing and keeps no link for a signup that is refused', async () => {
    await accounts.signUp.run(command());
    await expect(accounts.signUp.run(command({ name: 'Anna Twee' }))).rejects.toMatchObject({ code: 'email_taken' });

    expect(accounts.mailer.sent.filter((mail) => mail.template === 'activation')).toHaveLength(1);
    expect(accounts.linkStore.rows).toHaveLength(1);
  });

  it('stores only the hash of the password', async () => {
    await accounts.signUp.run(command());

    const stored = await world.members.findByEmail('anna@example.nl');
    expect(stored?.passwordHash).toBe('plain:zonnebloemveld');
  });

  it('gives the signup credits through the ledger', async () => {
    const { memberId } = await accounts.signUp.run(command({ signupCredits: 25 }));

    expect((await world.members.findById(memberId))?.credits).toBe(25);
    expect(await world.ledger.entriesFor(memberId)).toEqual([{ memberId, amount: 25, reason: 'signup_bonus', at: new Date('2025-06-15T12:00:00Z') }]);
    expect(await world.ledger.sumFor(memberId)).toBe(25);
  });

  it('writes no ledger row when there are no signup credits', async () => {
    const { memberId } = await accounts.signUp.run(command({ signupCredits: 0 }));

    expect(await world.ledger.entriesFor(memberId)).toEqual([]);
  });

  it('refuses an email that already has an account, whatever its case, and creates nothing', async () => {
    await accounts.signUp.run(command({ email: 'anna@example.nl' }));

    await expect(accounts.signUp.run(command({ email: ' ANNA@Example.NL ', name: 'Anna Twee' }))).rejects.toMatchObject({
      code: 'email_taken',
      field: 'email',
    });
    expect(world.store.data.members.size).toBe(1);
    expect(accounts.mailer.sent).toHaveLength(1);
  });

  it('refuses a form with a problem, naming the field and the reason', async () => {
    await expect(accounts.signUp.run(command({ date_of_birth: '2010-01-01' }))).rejects.toMatchObject({
      code: 'invalid_input',
      field: 'date_of_birth',
      message: 'too_young',
    });
    await expect(accounts.signUp.run(command({ email: 'anna@' }))).rejects.toMatchObject({ code: 'invalid_input', field: 'email', message: 'invalid' });
    expect(world.store.data.members.size).toBe(0);
  });

  it('takes only a place the location settings would take: a served country, its region, that region\'s city', async () => {
    const refusal = (changes: Partial<SignUpCommand>) => accounts.signUp.run(command(changes));
    await expect(refusal({ country: 'ZZ' })).rejects.toMatchObject({ code: 'invalid_input', field: 'country', message: 'not_served' });
    await expect(refusal({ country: 'FR', region: 'Bretagne', city: 'Rennes' })).rejects.toMatchObject({ field: 'country', message: 'not_served' });
    await expect(refusal({ region: 'Atlantis' })).rejects.toMatchObject({ field: 'region', message: 'unknown_region' });
    await expect(refusal({ city: 'Nergenshuizen' })).rejects.toMatchObject({ field: 'city', message: 'unknown_city' });
    await expect(refusal({ region: '', city: '' })).rejects.toMatchObject({ field: 'region' });
    expect(world.store.data.members.size).toBe(0);
    await expect(accounts.signUp.run(command({ country: 'BE', region: 'Antwerpen', city: 'Antwerpen' }))).resolves.toMatchObject({ memberId: expect.any(Number) });
  });

  it('trims the email and the name', async () => {
    const { memberId } = await accounts.signUp.run(command({ email: '  anna@example.nl ', name: ' Anna ' }));

    expect(await world.members.findById(memberId)).toMatchObject({ email: 'anna@example.nl', profile: { name: 'Anna' } });
  });

  it('attaches the tracking data the visitor arrived with', async () => {
    const { memberId } = await accounts.signUp.run(command({ tracking }));

    expect(accounts.signupState.tracking.get(memberId)).toMatchObject(tracking);
  });
});

describe('signing up with an email whose account was deleted', () => {
  const deleteAnna = async (deletedAt: string) => {
    const id = await world.addMember({ email: 'anna@example.nl' });
    const stored = world.store.member(id)!;
    stored.status = 'deleted';
    stored.deletedAt = new Date(deletedAt);
  };

  it('is refused as account_deleted within 14 days, one millisecond before the end', async () => {
    await deleteAnna('2025-06-01T12:00:00.001Z');

    await expect(accounts.signUp.run(command())).rejects.toMatchObject({ code: 'account_deleted', field: 'email' });
  });

  it('is refused as email_taken once the 14 days are over but the account is not purged yet', async () => {
    await deleteAnna('2025-06-01T12:00:00Z');

    await expect(accounts.signUp.run(command())).rejects.toMatchObject({ code: 'email_taken', field: 'email' });
  });
});

describe('signing up under the signups setting', () => {
  it('lets anyone in under all', async () => {
    await expect(accounts.signUp.run(command({ signups: 'all' }))).resolves.toBeDefined();
  });

  it('refuses a visitor without tracking data under with_trafficsource, naming the invite code', async () => {
    await expect(accounts.signUp.run(command({ signups: 'with_trafficsource' }))).rejects.toMatchObject({ code: 'signups_closed', field: 'invite_code' });
    expect(world.store.data.members.size).toBe(0);
  });

  it('lets a visitor with tracking data in under with_trafficsource', async () => {
    await expect(accounts.signUp.run(command({ signups: 'with_trafficsource', tracking }))).resolves.toBeDefined();
  });

  it('lets a visitor in with an unused invite code, once', async () => {
    accounts.invites.add('WELKOM-1');

    const { memberId } = await accounts.signUp.run(command({ signups: 'invite', inviteCode: 'WELKOM-1' }));

    expect(accounts.signupState.invites.get('WELKOM-1')).toMatchObject({ usedBy: memberId });
    await expect(accounts.signUp.run(command({ signups: 'invite', inviteCode: 'WELKOM-1', email: 'bram@example.nl', name: 'Bram' }))).rejects.toMatchObject({
      code: 'signups_closed',
    });
    expect(world.store.data.members.size).toBe(1);
  });

  it('refuses an unknown invite code or none when invite-only, and creates nothing', async () => {
    await expect(accounts.signUp.run(command({ signups: 'invite', inviteCode: 'BESTAAT-NIET' }))).rejects.toMatchObject({ code: 'signups_closed' });
    await expect(accounts.signUp.run(command({ signups: 'invite' }))).rejects.toMatchObject({ code: 'signups_closed' });
    expect(world.store.data.members.size).toBe(0);
    expect(accounts.mailer.sent).toEqual([]);
  });
});
