import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';
import { AccountLinks } from './account-links';
import { RequestPasswordReset } from './request-password-reset';

let world: InMemoryWorld;
let security: InMemoryWorld;
let anna: MemberId;
const request = (email = 'anna@example.nl', mailsPerDay = 3, ip = '203.0.113.7') =>
  security.requestPasswordReset.run({
    email, mailsPerDay, linkMinutes: 60, domain: 'hartslag.example', ip, perIp: { limit: 5, minutes: 15 },
  });

beforeEach(async () => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  security = world;
  anna = await world.addMember({ email: 'anna@example.nl', name: 'Anna', password: 'zonnebloemveld' });
});


describe('asking for a password reset', () => {
  it('mails a link to the reset page to the member', async () => {
    await request(' Anna@Example.NL ');

    expect(security.mailer.sent).toEqual([
      { to: 'anna@example.nl', memberId: anna, template: 'password_reset', locale: 'nl', domain: 'hartslag.example', name: 'Anna', link: 'https://hartslag.example/reset-password/do?token=token-1' },
    ]);
  });

  it('stores the link under the digest of its token, valid for the minutes asked', async () => {
    await request();

    expect(security.linkStore.rows).toMatchObject([
      { digest: 'digest:token-1', link: { memberId: anna, purpose: 'password_reset', expiresAt: new Date('2025-06-15T13:00:00Z') } },
    ]);
  });

  it('answers an address without an account as one with, and mails and stores nothing for it', async () => {
    await expect(request('bram@example.nl')).resolves.toBeUndefined();

    expect(security.mailer.sent).toEqual([]);
    expect(security.linkStore.rows).toEqual([]);
  });

  it('answers a deleted account as an address without one', async () => {
    world.store.member(anna)!.status = 'deleted';

    await expect(request()).resolves.toBeUndefined();

    expect(security.mailer.sent).toEqual([]);
    expect(security.linkStore.rows).toEqual([]);
  });

  it('runs the same steps for an address without an account as for one with; only the queued mail is left out', async () => {
    const deleted = await world.addMember({ email: 'weg@example.nl' });
    world.store.member(deleted)!.status = 'deleted';

    const known = await stepsOf('anna@example.nl');
    expect(known.at(-1)).toBe('mailer.send');
    expect(known).toEqual(expect.arrayContaining(['members.findByEmail', 'members.findById', 'linkStore.voidAll', 'tokens.token', 'tokens.digest', 'linkStore.save', 'pageLinks.to']));
    expect(await stepsOf('bram@example.nl')).toEqual(known.slice(0, -1));
    expect(await stepsOf('weg@example.nl')).toEqual(known.slice(0, -1));
  });

  it('also helps a member who has not confirmed the email yet', async () => {
    world.store.member(anna)!.status = 'not_confirmed';

    await request();

    expect(security.mailer.sent).toHaveLength(1);
  });

  it('counts the daily limit per address whether it has an account or not, so its refusal tells nothing', async () => {
    for (let i = 0; i < 3; i += 1) await request('bram@example.nl');

    await expect(request('Bram@Example.nl')).rejects.toMatchObject({ code: 'reset_limit' });
    await expect(request()).resolves.toBeUndefined();
  });

  it('sends exactly the daily limit of mails, then refuses with reset_limit', async () => {
    for (let i = 0; i < 3; i += 1) await request();

    await expect(request()).rejects.toMatchObject({ code: 'reset_limit' });
    expect(security.mailer.sent).toHaveLength(3);
  });

  it('sends exactly the daily limit of mails when 10 requests arrive at once', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => request()));

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    expect(security.mailer.sent).toHaveLength(3);
  });

  it('sends again 24 hours after the first mail of the day', async () => {
    await request();
    world.clock.advance(60 * 60 * 1000);
    await request();
    await request();
    world.clock.set(new Date('2025-06-16T11:59:59.999Z'));
    await expect(request()).rejects.toMatchObject({ code: 'reset_limit' });

    world.clock.set(new Date('2025-06-16T12:00:00.001Z'));
    await expect(request()).resolves.toBeUndefined();
  });

  it('voids the older links when a new one is sent', async () => {
    await request();
    await request();

    await expect(security.links.redeem('token-1', 'password_reset')).resolves.toBeUndefined();
    await expect(security.links.redeem('token-2', 'password_reset')).resolves.toMatchObject({ memberId: anna });
  });
});

describe('the limit per internet address', () => {
  it('answers exactly 5 requests from one address in 15 minutes, known emails or not, then refuses with rate_limited', async () => {
    for (let i = 0; i < 5; i += 1) await request(`probe${i}@example.nl`).catch(() => undefined);

    await expect(request()).rejects.toMatchObject({ code: 'rate_limited', details: { retry_after: 900 } });
    expect(security.mailer.sent).toEqual([]);
  });

  it('answers another address', async () => {
    for (let i = 0; i < 5; i += 1) await request(`probe${i}@example.nl`).catch(() => undefined);

    await expect(request('anna@example.nl', 3, '192.0.2.1')).resolves.toBeUndefined();
  });
});

/** Every call the use case makes on its ports, in order, for one request of an address (issue 22: the same steps). */
async function stepsOf(email: string): Promise<string[]> {
  const steps: string[] = [];
  const recorded = <T extends object>(name: string, port: T): T =>
    new Proxy(port, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          steps.push(`${name}.${String(key)}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const useCase = new RequestPasswordReset({
    members: recorded('members', world.members),
    links: new AccountLinks({ store: recorded('linkStore', world.linkStore), tokens: recorded('tokens', world.tokens), clock: world.clock }),
    mailer: recorded('mailer', world.mailer),
    pageLinks: recorded('pageLinks', world.pageLinks),
    clock: world.clock,
    rateLimiter: recorded('rateLimiter', world.rateLimiter),
  });
  await useCase.run({ email, mailsPerDay: 3, linkMinutes: 60, domain: 'hartslag.example', ip: '203.0.113.7', perIp: { limit: 50, minutes: 15 } });
  return steps;
}
