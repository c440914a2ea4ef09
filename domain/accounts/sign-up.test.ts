import { createInMemoryWorld, type InMemoryWorld } from '../../adapters/memory/in-memory-world';
import type { SignUpCommand } from './sign-up';

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
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
  ...changes,
});

describe('signing up', () => {
  it('creates the member with their profile and gratis messages, and logs them in', async () => {
    const { memberId, session } = await world.signUp.run(command());

    const member = await world.members.findById(memberId);
    expect(member).toMatchObject({ email: 'anna@example.nl', freeMessages: 3, paidUser: false, credits: 0 });
    expect(member?.profile).toMatchObject({ name: 'Anna', age: 30, gender: 'female', city: 'Utrecht' });
    expect(await world.sessionStarter.memberFor(session.token)).toBe(memberId);
  });

  it('stores only the hash of the password', async () => {
    await world.signUp.run(command());

    const stored = await world.members.findByEmail('anna@example.nl');
    expect(stored?.passwordHash).toBe('plain:zonnebloemveld');
  });

  it('gives the signup credits through the ledger', async () => {
    const { memberId } = await world.signUp.run(command({ signupCredits: 25 }));

    expect((await world.members.findById(memberId))?.credits).toBe(25);
    expect(world.ledger.entriesFor(memberId)).toEqual([{ memberId, amount: 25, reason: 'signup_bonus', at: new Date('2025-06-15T12:00:00Z') }]);
    expect(await world.ledger.sumFor(memberId)).toBe(25);
  });

  it('writes no ledger row when there are no signup credits', async () => {
    const { memberId } = await world.signUp.run(command({ signupCredits: 0 }));

    expect(world.ledger.entriesFor(memberId)).toEqual([]);
  });

  it('refuses an email that already has an account, whatever its case, and creates nothing', async () => {
    await world.signUp.run(command({ email: 'anna@example.nl' }));

    await expect(world.signUp.run(command({ email: ' ANNA@Example.NL ', name: 'Anna Twee' }))).rejects.toMatchObject({
      code: 'email_taken',
      field: 'email',
    });
    expect(world.store.data.members.size).toBe(1);
  });

  it('refuses a form with a problem, naming the field and the reason', async () => {
    await expect(world.signUp.run(command({ date_of_birth: '2010-01-01' }))).rejects.toMatchObject({
      code: 'invalid_input',
      field: 'date_of_birth',
      message: 'too_young',
    });
    await expect(world.signUp.run(command({ email: 'anna@' }))).rejects.toMatchObject({ code: 'invalid_input', field: 'email', message: 'invalid' });
    expect(world.store.data.members.size).toBe(0);
  });

  it('trims the email and the name', async () => {
    const { memberId } = await world.signUp.run(command({ email: '  anna@example.nl ', name: ' Anna ' }));

    expect(await world.members.findById(memberId)).toMatchObject({ email: 'anna@example.nl', profile: { name: 'Anna' } });
  });
});
