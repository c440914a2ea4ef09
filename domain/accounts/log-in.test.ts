import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { LockoutLimits } from './login-lockout';
import type { MemberId } from '../shared/ids';

let world: InMemoryWorld;
let security: InMemoryWorld;
let anna: MemberId;
const limits: LockoutLimits = { perAccount: 5, perIp: 20, minutes: 15 };
const IP = '203.0.113.7';
// 12:00 sits on a 15-minute window boundary, so a window opened now ends at 12:15.
const NOON = new Date('2025-06-15T12:00:00Z');

const logIn = (email: string, password: string, ip = IP) => security.logIn.run(email, password, ip, limits);
const failTimes = async (n: number, email = 'anna@example.nl', ip = IP) => {
  for (let i = 0; i < n; i += 1) await expect(logIn(email, `wrong ${i}`, ip)).rejects.toMatchObject({ code: 'login_failed' });
};

beforeEach(async () => {
  world = createInMemoryWorld({ now: NOON });
  security = world;
  anna = await world.addMember({ email: 'anna@example.nl', password: 'zonnebloemveld' });
});

describe('logging in', () => {
  it('opens a session for the right email and password', async () => {
    const { memberId, session } = await logIn('anna@example.nl', 'zonnebloemveld');

    expect(memberId).toBe(anna);
    expect(await world.sessionStarter.memberFor(session.token)).toBe(anna);
  });

  it('finds the account whatever the case of the email, and ignores spaces around it', async () => {
    const { memberId } = await logIn('  Anna@EXAMPLE.nl ', 'zonnebloemveld');

    expect(memberId).toBe(anna);
  });

  it('keeps the session for 30 days', async () => {
    const { session } = await logIn('anna@example.nl', 'zonnebloemveld');

    expect(session.expiresAt).toEqual(new Date('2025-07-15T12:00:00Z'));
    world.clock.set(new Date('2025-07-15T12:00:00Z'));
    expect(await world.sessionStarter.memberFor(session.token)).toBeUndefined();
  });

  it('gives a new session token at every login', async () => {
    const first = await logIn('anna@example.nl', 'zonnebloemveld');
    const second = await logIn('anna@example.nl', 'zonnebloemveld');

    expect(second.session.token).not.toBe(first.session.token);
    expect(await world.sessionStarter.memberFor(first.session.token)).toBe(anna);
    expect(await world.sessionStarter.memberFor(second.session.token)).toBe(anna);
  });

  it('stores the session under the digest of its token, never the token', async () => {
    const { session } = await logIn('anna@example.nl', 'zonnebloemveld');

    expect([...world.store.sessions.keys()]).toEqual([`digest:${session.token}`]);
  });

  it('fails as login_failed with a wrong password', async () => {
    await expect(logIn('anna@example.nl', 'zonnebloemveldje')).rejects.toMatchObject({ code: 'login_failed' });
  });

  it('fails as login_failed with an unknown email', async () => {
    await expect(logIn('bram@example.nl', 'zonnebloemveld')).rejects.toMatchObject({ code: 'login_failed' });
  });

  it('fails as login_failed for a deleted account, even with the right password', async () => {
    const stored = world.store.member(anna);
    if (stored) stored.status = 'deleted';

    await expect(logIn('anna@example.nl', 'zonnebloemveld')).rejects.toMatchObject({ code: 'login_failed' });
  });

  it('opens no session when it fails', async () => {
    await logIn('anna@example.nl', 'wrong password').catch(() => undefined);

    expect(world.store.sessions.size).toBe(0);
  });

  it('ends the session at logout', async () => {
    const { session } = await logIn('anna@example.nl', 'zonnebloemveld');

    await world.sessionStarter.end(session.token);

    expect(await world.sessionStarter.memberFor(session.token)).toBeUndefined();
  });
});

describe('the lockout per account', () => {
  it('still lets the right password in after exactly the threshold minus one failures', async () => {
    await failTimes(limits.perAccount - 1);

    await expect(logIn('anna@example.nl', 'zonnebloemveld')).resolves.toMatchObject({ memberId: anna });
  });

  it('allows exactly the threshold of failures, each answered as login_failed', async () => {
    await failTimes(limits.perAccount);
  });

  it('refuses the attempt after the threshold as login_locked, even with the right password', async () => {
    await failTimes(limits.perAccount);

    await expect(logIn('anna@example.nl', 'zonnebloemveld')).rejects.toMatchObject({
      code: 'login_locked',
      details: { minutes: 15, retry_after: 900 },
    });
    expect(world.store.sessions.size).toBe(0);
  });

  it('locks for the whole lockout from the first failure, whenever it starts (a 15-minute lockout says 15 min)', async () => {
    world.clock.set(new Date('2025-06-15T12:03:00Z'));
    await failTimes(limits.perAccount);

    await expect(logIn('anna@example.nl', 'zonnebloemveld')).rejects.toMatchObject({ details: { minutes: 15, retry_after: 900 } });
    world.clock.set(new Date('2025-06-15T12:17:59Z'));
    await expect(logIn('anna@example.nl', 'zonnebloemveld')).rejects.toMatchObject({ details: { minutes: 1, retry_after: 1 } });
    world.clock.set(new Date('2025-06-15T12:18:00Z'));
    await expect(logIn('anna@example.nl', 'zonnebloemveld')).resolves.toMatchObject({ memberId: anna });
  });

  it('checks exactly the threshold of passwords when 30 attempts arrive at once', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => logIn('anna@example.nl', `wrong ${i}`)));
    const codes = outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as { code: string }).code : 'in'));

    expect(codes.filter((code) => code === 'login_failed')).toHaveLength(limits.perAccount);
    expect(codes.filter((code) => code === 'login_locked')).toHaveLength(30 - limits.perAccount);
  });

  it('tells the whole minutes left, rounded up', async () => {
    await failTimes(limits.perAccount);
    world.clock.set(new Date('2025-06-15T12:10:30Z'));

    await expect(logIn('anna@example.nl', 'zonnebloemveld')).rejects.toMatchObject({ details: { minutes: 5, retry_after: 270 } });
  });

  it('says at least 1 minute in the last seconds of the lockout', async () => {
    await failTimes(limits.perAccount);
    world.clock.set(new Date('2025-06-15T12:14:59Z'));

    await expect(logIn('anna@example.nl', 'zonnebloemveld')).rejects.toMatchObject({ details: { minutes: 1, retry_after: 1 } });
  });

  it('lets the member in again once the window has passed', async () => {
    await failTimes(limits.perAccount);
    world.clock.set(new Date('2025-06-15T12:15:00Z'));

    await expect(logIn('anna@example.nl', 'zonnebloemveld')).resolves.toMatchObject({ memberId: anna });
  });

  it('counts failures whatever the case of the email', async () => {
    for (let i = 0; i < limits.perAccount; i += 1) await logIn(i % 2 ? 'ANNA@example.nl' : ' anna@Example.NL', 'fout').catch(() => undefined);

    await expect(logIn('anna@example.nl', 'zonnebloemveld')).rejects.toMatchObject({ code: 'login_locked' });
  });

  it('locks an account whichever address sent the failures', async () => {
    for (let i = 0; i < limits.perAccount; i += 1) await logIn('anna@example.nl', 'fout', `198.51.100.${i}`).catch(() => undefined);

    await expect(logIn('anna@example.nl', 'zonnebloemveld', '192.0.2.1')).rejects.toMatchObject({ code: 'login_locked' });
  });

  it('starts counting again after a successful login', async () => {
    await failTimes(limits.perAccount - 1);
    await logIn('anna@example.nl', 'zonnebloemveld');
    await failTimes(limits.perAccount - 1);

    await expect(logIn('anna@example.nl', 'zonnebloemveld')).resolves.toMatchObject({ memberId: anna });
  });

  it('locks an unknown email the same way, so probing cannot tell which emails have accounts', async () => {
    await failTimes(limits.perAccount, 'nobody@example.nl');

    await expect(logIn('nobody@example.nl', 'anything')).rejects.toMatchObject({ code: 'login_locked', details: { minutes: 15 } });
  });

  it('leaves other accounts alone', async () => {
    await world.addMember({ email: 'bram@example.nl', password: 'tulpenveld' });
    await failTimes(limits.perAccount);

    await expect(logIn('bram@example.nl', 'tulpenveld')).resolves.toBeDefined();
  });
});

describe('the lockout per IP address', () => {
  it('allows exactly the threshold of failures over different emails, then refuses the next attempt from that address', async () => {
    for (let i = 0; i < limits.perIp; i += 1) await expect(logIn(`probe${i}@example.nl`, 'fout')).rejects.toMatchObject({ code: 'login_failed' });

    await expect(logIn('anna@example.nl', 'zonnebloemveld')).rejects.toMatchObject({ code: 'login_locked', details: { minutes: 15 } });
  });

  it('keeps other addresses free', async () => {
    for (let i = 0; i < limits.perIp; i += 1) await logIn(`probe${i}@example.nl`, 'fout').catch(() => undefined);

    await expect(logIn('anna@example.nl', 'zonnebloemveld', '192.0.2.99')).resolves.toMatchObject({ memberId: anna });
  });

  it('checks exactly the threshold of passwords when 40 attempts from one address arrive at once', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => logIn(`probe${i}@example.nl`, 'fout')));
    const codes = outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as { code: string }).code : 'in'));

    expect(codes.filter((code) => code === 'login_failed')).toHaveLength(limits.perIp);
    expect(codes.filter((code) => code === 'login_locked')).toHaveLength(40 - limits.perIp);
  });

  it('is not reset by a successful login from that address', async () => {
    for (let i = 0; i < limits.perIp - 1; i += 1) await logIn(`probe${i}@example.nl`, 'fout').catch(() => undefined);
    await logIn('anna@example.nl', 'zonnebloemveld');
    await logIn('probe-last@example.nl', 'fout').catch(() => undefined);

    await expect(logIn('anna@example.nl', 'zonnebloemveld')).rejects.toMatchObject({ code: 'login_locked' });
  });
});

describe('the lockout per IPv6 network', () => {
  it('counts the addresses of one /64 together, so rotating through them does not help', async () => {
    for (let i = 0; i < limits.perIp; i += 1) await logIn(`probe${i}@example.nl`, 'fout', `2001:db8:1:2::${i.toString(16)}`).catch(() => undefined);

    await expect(logIn('anna@example.nl', 'zonnebloemveld', '2001:db8:1:2:ffff::1')).rejects.toMatchObject({ code: 'login_locked' });
    await expect(logIn('anna@example.nl', 'zonnebloemveld', '2001:db8:1:3::1')).resolves.toMatchObject({ memberId: anna });
  });
});
