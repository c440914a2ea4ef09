import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';
import { DELETE_ATTEMPTS_PER_HOUR } from './delete-account';
import { REACTIVATION_MAILS_PER_DAY } from './request-reactivation';
import { latestTokenTo } from '../../test/support/mail-inbox';

const NOW = new Date('2025-06-15T12:00:00Z');
let world: InMemoryWorld;
let closure: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: NOW });
  closure = world;
});

const remove = (memberId: MemberId, password = 'correct horse battery', reason = 'found_someone') =>
  closure.deleteAccount.run({ memberId, password, reason, domain: 'hartslag.example' });

describe('deleting an account', () => {
  it('marks it deleted with the time and reason, ends every session and mails a reactivation link for 14 days', async () => {
    const anna = await world.addMember({ name: 'Anna', email: 'anna@example.nl' });
    const session = await world.sessionStarter.start(anna);

    await remove(anna, 'correct horse battery', 'too_expensive');

    const member = await world.members.findById(anna);
    expect(member).toMatchObject({ status: 'deleted', deletedAt: NOW });
    expect(await closure.closures.deletionOf(anna)).toEqual({ at: NOW, reason: 'too_expensive', statusBefore: 'active' });
    expect(await world.sessionStarter.memberFor(session.token)).toBeUndefined();
    expect(closure.mailer.sent).toEqual([
      expect.objectContaining({ to: 'anna@example.nl', template: 'reactivation', name: 'Anna', domain: 'hartslag.example', locale: 'nl' }),
    ]);
    expect(closure.mailer.sent[0]!.link).toMatch(/^https:\/\/hartslag\.example\/account-deleted\?token=/);
    expect(closure.linkStore.rows[0]!.link.expiresAt).toEqual(new Date('2025-06-29T12:00:00Z'));
  });

  it('makes the member impossible to find, see or message', async () => {
    const anna = await world.addMember({ credits: 50 });
    const bram = await world.addMember();
    const conversation = await world.openConversation.run(anna, bram);

    await remove(bram);

    expect((await world.searchMembers.run({ minAge: 18, maxAge: 99, page: 1 }, anna)).profiles).toEqual([]);
    expect(await world.profiles.findVisible(bram, anna, NOW)).toBeUndefined();
    expect(await world.listChats.run(anna)).toEqual([]);
    await expect(
      world.sendMessage.run({ senderId: anna, conversationId: conversation.id, text: 'hoi', domain: 'hartslag.example' }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses a wrong password with wrong_password on field password and changes nothing', async () => {
    const anna = await world.addMember();

    await expect(remove(anna, 'not my password')).rejects.toMatchObject({ code: 'wrong_password', field: 'password' });

    expect((await world.members.findById(anna))?.status).toBe('active');
    expect(closure.mailer.sent).toEqual([]);
  });

  it('refuses a reason outside the list with invalid_input on field reason', async () => {
    const anna = await world.addMember();
    await expect(remove(anna, 'correct horse battery', 'bored')).rejects.toMatchObject({ code: 'invalid_input', field: 'reason' });
  });

  it(`stops password guesses after ${DELETE_ATTEMPTS_PER_HOUR} an hour with rate_limited`, async () => {
    const anna = await world.addMember();
    for (let i = 0; i < DELETE_ATTEMPTS_PER_HOUR; i += 1) await expect(remove(anna, 'guess')).rejects.toMatchObject({ code: 'wrong_password' });

    await expect(remove(anna)).rejects.toMatchObject({ code: 'rate_limited', details: { retry_after: 3600 } });
  });

  it(`counts its mail among the day's ${REACTIVATION_MAILS_PER_DAY} reactivation mails: deleted again after them, she is deleted without a mail`, async () => {
    const anna = await world.addMember({ email: 'anna@example.nl' });
    const ask = () => closure.requestReactivation.run({ email: 'anna@example.nl', ip: '192.0.2.1', domain: 'hartslag.example' });
    await remove(anna);
    for (let i = 0; i < REACTIVATION_MAILS_PER_DAY; i += 1) await ask();
    expect(closure.mailer.sent).toHaveLength(REACTIVATION_MAILS_PER_DAY);

    await closure.reactivate.run(latestTokenTo(closure.mailer, 'anna@example.nl')!);
    await remove(anna);

    expect((await world.members.findById(anna))?.status).toBe('deleted');
    expect(closure.mailer.sent).toHaveLength(REACTIVATION_MAILS_PER_DAY);
  });

  it('remembers an unconfirmed member was unconfirmed', async () => {
    const anna = await world.addMember({ status: 'not_confirmed' });
    await remove(anna);
    expect((await closure.closures.deletionOf(anna))?.statusBefore).toBe('not_confirmed');
  });
});
