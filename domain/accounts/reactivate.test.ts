import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberStatus } from './member';
import { REACTIVATION_MAILS_PER_DAY } from './request-reactivation';
import { latestTokenTo } from '../../test/support/mail-inbox';

const NOW = new Date('2025-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let world: InMemoryWorld;
let closure: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: NOW });
  closure = world;
});

async function deletedMember(status: MemberStatus = 'active') {
  const id = await world.addMember({ email: 'anna@example.nl', status });
  await closure.deleteAccount.run({ memberId: id, password: 'correct horse battery', reason: 'other', domain: 'hartslag.example' });
  return id;
}

const latestToken = () => latestTokenTo(closure.mailer, 'anna@example.nl')!;
const ask = () => closure.requestReactivation.run({ email: 'Anna@Example.nl', ip: '192.0.2.1', domain: 'hartslag.example' });

describe('reactivating a deleted account', () => {
  it('brings it back active and logs the member in, with the deletion cleared', async () => {
    const anna = await deletedMember();
    world.clock.advance(13 * DAY);

    const { memberId, session } = await closure.reactivate.run(latestToken());

    expect(memberId).toBe(anna);
    expect(await world.members.findById(anna)).toMatchObject({ status: 'active', deletedAt: null });
    expect(await closure.closures.deletionOf(anna)).toBeUndefined();
    expect(await world.sessionStarter.memberFor(session.token)).toBe(anna);
  });

  it('returns a member who never confirmed to not_confirmed', async () => {
    const anna = await deletedMember('not_confirmed');
    await closure.reactivate.run(latestToken());
    expect((await world.members.findById(anna))?.status).toBe('not_confirmed');
  });

  it('works a millisecond before the 14 days are up and not at the deadline', async () => {
    await deletedMember();
    const token = latestToken();
    world.clock.advance(14 * DAY);
    await expect(closure.reactivate.run(token)).rejects.toMatchObject({ code: 'link_invalid' });

    const before = createInMemoryWorld({ now: NOW });
    closure = before;
    world = before;
    await deletedMember();
    world.clock.advance(14 * DAY - 1);
    await expect(closure.reactivate.run(latestToken())).resolves.toBeDefined();
  });

  it('takes a link once', async () => {
    await deletedMember();
    const token = latestToken();
    await closure.reactivate.run(token);
    await expect(closure.reactivate.run(token)).rejects.toMatchObject({ code: 'link_invalid' });
    await expect(closure.reactivate.run('token-unknown')).rejects.toMatchObject({ code: 'link_invalid' });
  });

  it('mails a fresh link on request within the 14 days, valid only until the deadline', async () => {
    await deletedMember();
    world.clock.advance(10 * DAY);

    await ask();

    expect(closure.mailer.sent).toHaveLength(2);
    expect(closure.linkStore.rows.at(-1)!.link.expiresAt).toEqual(new Date(NOW.getTime() + 14 * DAY));
    await expect(closure.reactivate.run(latestToken())).resolves.toBeDefined();
  });

  it('mails nothing for an active account, an unknown address or after the 14 days, and says nothing about it', async () => {
    await world.addMember({ email: 'active@example.nl' });
    await closure.requestReactivation.run({ email: 'active@example.nl', ip: '192.0.2.1', domain: 'x' });
    await closure.requestReactivation.run({ email: 'nobody@example.nl', ip: '192.0.2.1', domain: 'x' });
    await deletedMember();
    world.clock.advance(14 * DAY);

    await expect(ask()).resolves.toBeUndefined();

    expect(closure.mailer.sent).toHaveLength(1);
  });

  it(`mails at most ${REACTIVATION_MAILS_PER_DAY} reactivation mails a day, the deletion's mail included`, async () => {
    await deletedMember();
    for (let i = 0; i < REACTIVATION_MAILS_PER_DAY + 2; i += 1) await ask();
    expect(closure.mailer.sent).toHaveLength(REACTIVATION_MAILS_PER_DAY);
  });

  it(`mails at most ${REACTIVATION_MAILS_PER_DAY} reactivation mails when 10 requests arrive at once after the deletion`, async () => {
    await deletedMember();
    await Promise.all(Array.from({ length: 10 }, () => ask()));
    expect(closure.mailer.sent).toHaveLength(REACTIVATION_MAILS_PER_DAY);
  });

  it('mails a fresh link again a day after the first mail', async () => {
    await deletedMember();
    for (let i = 0; i < REACTIVATION_MAILS_PER_DAY; i += 1) await ask();
    world.clock.advance(DAY);
    await ask();
    expect(closure.mailer.sent).toHaveLength(REACTIVATION_MAILS_PER_DAY + 1);
  });
});
