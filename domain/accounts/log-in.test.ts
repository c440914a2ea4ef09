import { createInMemoryWorld, type InMemoryWorld } from '../../adapters/memory/in-memory-world';
import type { MemberId } from '../shared/ids';

let world: InMemoryWorld;
let anna: MemberId;

beforeEach(async () => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  anna = await world.addMember({ email: 'anna@example.nl', password: 'zonnebloemveld' });
});

describe('logging in', () => {
  it('opens a session for the right email and password', async () => {
    const { memberId, session } = await world.logIn.run('anna@example.nl', 'zonnebloemveld');

    expect(memberId).toBe(anna);
    expect(await world.sessionStarter.memberFor(session.token)).toBe(anna);
  });

  it('finds the account whatever the case of the email, and ignores spaces around it', async () => {
    const { memberId } = await world.logIn.run('  Anna@EXAMPLE.nl ', 'zonnebloemveld');

    expect(memberId).toBe(anna);
  });

  it('keeps the session for 30 days', async () => {
    const { session } = await world.logIn.run('anna@example.nl', 'zonnebloemveld');

    expect(session.expiresAt).toEqual(new Date('2025-07-15T12:00:00Z'));
    world.clock.set(new Date('2025-07-15T12:00:00Z'));
    expect(await world.sessionStarter.memberFor(session.token)).toBeUndefined();
  });

  it('gives a new session token at every login', async () => {
    const first = await world.logIn.run('anna@example.nl', 'zonnebloemveld');
    const second = await world.logIn.run('anna@example.nl', 'zonnebloemveld');

    expect(second.session.token).not.toBe(first.session.token);
    expect(await world.sessionStarter.memberFor(first.session.token)).toBe(anna);
    expect(await world.sessionStarter.memberFor(second.session.token)).toBe(anna);
  });

  it('stores the session under the digest of its token, never the token', async () => {
    const { session } = await world.logIn.run('anna@example.nl', 'zonnebloemveld');

    expect([...world.store.sessions.keys()]).toEqual([`digest:${session.token}`]);
  });

  it('fails as login_failed with a wrong password', async () => {
    await expect(world.logIn.run('anna@example.nl', 'zonnebloemveldje')).rejects.toMatchObject({ code: 'login_failed' });
  });

  it('fails as login_failed with an unknown email', async () => {
    await expect(world.logIn.run('bram@example.nl', 'zonnebloemveld')).rejects.toMatchObject({ code: 'login_failed' });
  });

  it('fails as login_failed for a deleted account, even with the right password', async () => {
    const stored = world.store.member(anna);
    if (stored) stored.status = 'deleted';

    await expect(world.logIn.run('anna@example.nl', 'zonnebloemveld')).rejects.toMatchObject({ code: 'login_failed' });
  });

  it('opens no session when it fails', async () => {
    await world.logIn.run('anna@example.nl', 'wrong password').catch(() => undefined);

    expect(world.store.sessions.size).toBe(0);
  });

  it('ends the session at logout', async () => {
    const { session } = await world.logIn.run('anna@example.nl', 'zonnebloemveld');

    await world.sessionStarter.end(session.token);

    expect(await world.sessionStarter.memberFor(session.token)).toBeUndefined();
  });
});
