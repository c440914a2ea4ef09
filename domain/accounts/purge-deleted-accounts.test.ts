import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';
import { latestTokenTo } from '../../test/support/mail-inbox';

const NOW = new Date('2025-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let world: InMemoryWorld;
let closure: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: NOW });
  closure = world;
});

const remove = (memberId: MemberId) =>
  closure.deleteAccount.run({ memberId, password: 'correct horse battery', reason: 'privacy', domain: 'x' });

describe('purging deleted accounts', () => {
  it('erases, exactly 14 days after deletion, her files, messages, blocks and personal data, and keeps her ledger on a tombstone (decision 0084)', async () => {
    const anna = await world.addMember({ credits: 50 });
    const bram = await world.addMember({ credits: 50 });
    const conversation = await world.openConversation.run(anna, bram);
    await world.sendMessage.run({ senderId: anna, conversationId: conversation.id, text: 'hoi', domain: 'hartslag.example' });
    await world.blocks.block(bram, anna, NOW);
    closure.media.files.set(anna, ['photos/1/a.webp']);
    await remove(anna);

    world.clock.advance(14 * DAY - 1);
    expect(await closure.purgeDeletedAccounts.run()).toBe(0);
    expect(world.store.member(anna)).toBeDefined();

    world.clock.advance(1);
    expect(await closure.purgeDeletedAccounts.run()).toBe(1);

    const ledgerBefore = world.ledger.rowsFor(anna);
    expect(ledgerBefore.length).toBeGreaterThan(0);
    // The tombstone: the row stays, naming nobody.
    expect(world.store.member(anna)).toMatchObject({ email: `erased-${anna}@erased.invalid`, passwordHash: '!erased', status: 'deleted', deletedAt: null });
    expect(world.store.member(anna)!.profile.name).toBe('');
    expect(closure.media.files.has(anna)).toBe(false);
    expect(world.store.data.messages).toEqual([]);
    expect(await world.blocks.listBlockedBy(bram)).toEqual([]);
    expect(world.store.member(bram)).toBeDefined();
    // The books: her ledger stays whole, and the purge never takes her again.
    world.clock.advance(30 * DAY);
    expect(await closure.purgeDeletedAccounts.run()).toBe(0);
    expect(world.ledger.rowsFor(anna)).toEqual(ledgerBefore);
  });

  it('keeps a member deleted 13 days ago and a reactivated one', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember({ email: 'bram@example.nl' });
    await remove(anna);
    await remove(bram);
    await closure.reactivate.run(latestTokenTo(closure.mailer, 'bram@example.nl')!);
    world.clock.advance(13 * DAY);

    expect(await closure.purgeDeletedAccounts.run()).toBe(0);
    world.clock.advance(30 * DAY);
    expect(await closure.purgeDeletedAccounts.run()).toBe(1);
    expect(world.store.member(bram)).toBeDefined();
  });
});
