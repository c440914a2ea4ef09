import { expect, it } from 'vitest';
import { memberId } from '../../../domain/shared/ids';
import { credits } from '../../../domain/shared/quantities';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));

/** What every AccountClosures adapter does (domain/accounts/closure-ports.ts; decision 0010). */
export function accountClosuresContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  it('marks a member deleted, and keeps when and why, and the status she had', async () => {
    const anna = await addMember(world(), { status: 'not_confirmed' });
    await world().closures.markDeleted(anna, { at: day(10), reason: 'found_someone', statusBefore: 'not_confirmed' });
    expect(await world().members.findAccount(anna)).toMatchObject({ status: 'deleted', deletedAt: day(10) });
    expect(await world().closures.deletionOf(anna)).toEqual({ at: day(10), reason: 'found_someone', statusBefore: 'not_confirmed' });
  });

  it('restores a deleted member to the status she had, and forgets the deletion', async () => {
    const anna = await addMember(world(), { status: 'not_confirmed' });
    const bram = await addMember(world());
    await world().closures.markDeleted(anna, { at: day(10), reason: 'other', statusBefore: 'not_confirmed' });
    await world().closures.markDeleted(bram, { at: day(10), reason: 'other', statusBefore: 'active' });
    await world().closures.restore(anna);
    await world().closures.restore(bram);
    expect(await world().members.findAccount(anna)).toMatchObject({ status: 'not_confirmed', deletedAt: null });
    expect(await world().members.findAccount(bram)).toMatchObject({ status: 'active', deletedAt: null });
    expect(await world().closures.deletionOf(anna)).toBeUndefined();
  });

  it('restores nobody who is not deleted', async () => {
    const anna = await addMember(world(), { status: 'not_confirmed' });
    await world().closures.restore(anna);
    await world().closures.restore(memberId(987_654));
    expect((await world().members.findAccount(anna))?.status).toBe('not_confirmed');
    expect(await world().closures.deletionOf(anna)).toBeUndefined();
  });

  it('lists the members deleted at or before a moment, oldest first, at most the limit', async () => {
    const [a, b, c, d, e] = [await addMember(world()), await addMember(world()), await addMember(world()), await addMember(world()), await addMember(world())];
    await world().closures.markDeleted(c, { at: day(3), reason: 'other', statusBefore: 'active' });
    await world().closures.markDeleted(a, { at: day(5), reason: 'other', statusBefore: 'active' });
    await world().closures.markDeleted(b, { at: day(3), reason: 'other', statusBefore: 'active' });
    await world().closures.markDeleted(d, { at: day(6), reason: 'other', statusBefore: 'active' });
    expect(await world().closures.deletedAtOrBefore(day(5), 10)).toEqual([b, c, a]);
    expect(await world().closures.deletedAtOrBefore(day(5), 2)).toEqual([b, c]);
    expect(await world().closures.deletedAtOrBefore(day(2), 10)).toEqual([]);
    expect(await world().closures.deletedAtOrBefore(day(30), 10)).not.toContain(e);
  });

  it('purges only a deleted member', async () => {
    const anna = await addMember(world());
    const before = await world().members.findById(anna);
    await world().closures.purge(anna, CONTRACT_NOW);
    expect(await world().members.findById(anna)).toEqual(before);
  });

  it('purges a deleted member as the GDPR erasure does (decision 0084): sessions, messages, likes, blocks and photos gone, her row a tombstone that keeps her ledger', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const carl = await addMember(world());
    await world().ledger.record({ memberId: anna, amount: credits(10), reason: 'signup_bonus', at: CONTRACT_NOW });
    await world().sessions.create('anna-session', { memberId: anna, expiresAt: day(30) });
    const chat = await world().conversations.create(anna, bram, CONTRACT_NOW);
    await world().conversations.addMessage({ conversationId: chat.id, senderId: anna, recipientId: bram, body: 'hoi', sentAt: CONTRACT_NOW, held: false, attachment: null });
    await world().likes.add({ liker: anna, liked: bram, via: 'profile', at: CONTRACT_NOW });
    await world().likes.add({ liker: carl, liked: anna, via: 'profile', at: CONTRACT_NOW });
    await world().blocks.block(anna, carl, CONTRACT_NOW);
    await world().blocks.block(bram, anna, CONTRACT_NOW);
    await world().photos.add(anna, { filename: 'photos/a.jpg', thumb_filename: 'photos/a-thumb.jpg' }, CONTRACT_NOW, 10);
    await world().closures.markDeleted(anna, { at: day(1), reason: 'other', statusBefore: 'active' });

    await world().closures.purge(anna, CONTRACT_NOW);

    // The tombstone: no address, no name, no password; deleted for good, never purged again.
    expect(await world().members.findAccount(anna)).toMatchObject({ email: `erased-${anna}@erased.invalid`, status: 'deleted', deletedAt: null });
    expect((await world().members.findById(anna))?.profile.name).toBe('');
    expect(await world().closures.deletionOf(anna)).toBeUndefined();
    expect(await world().closures.deletedAtOrBefore(day(30), 10)).toEqual([]);
    // The books stay: her credit ledger, on her tombstone.
    expect((await world().ledger.entriesFor(anna)).map((entry) => [entry.amount, entry.reason])).toEqual([[10, 'signup_bonus']]);
    // The conversation is Bram's too: it stays for him, without her message.
    const kept = await world().conversations.findBetween(anna, bram);
    expect(kept).toBeDefined();
    expect(await world().likes.between(anna, bram)).toEqual({ liked: false, likedBy: false });
    expect(await world().likes.between(carl, anna)).toEqual({ liked: false, likedBy: false });
    expect(await world().blocks.listBlockedBy(bram)).toEqual([]);
    expect(await world().blocks.isBlockedEitherWay(anna, carl)).toBe(false);
    expect(await world().photos.listFor(anna)).toEqual([]);
    // Her session went with her: its digest is free for a new session.
    await world().sessions.create('anna-session', { memberId: bram, expiresAt: day(30) });
    expect(await world().sessions.find('anna-session', CONTRACT_NOW)).toEqual({ memberId: bram, expiresAt: day(30) });
    // A second run finds nothing to do and keeps the books.
    await world().closures.purge(anna, day(29));
    expect(await world().ledger.entriesFor(anna)).toHaveLength(1);
  });
}
