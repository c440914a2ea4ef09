import { expect, it } from 'vitest';
import type { NewLike } from '../../../domain/likes/ports';
import { memberId, type MemberId } from '../../../domain/shared/ids';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));
const today = CONTRACT_NOW;
const DAY = '2026-11-26';

/** What every Likes adapter does (domain/likes/ports.ts; decision 0022). */
export function likesContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);
  const like = (liker: MemberId, liked: MemberId, changes: Partial<NewLike> = {}): NewLike => ({ liker, liked, via: 'profile', at: at(0), ...changes });
  const ids = (profiles: readonly { readonly id: MemberId }[]) => profiles.map((p) => p.id);

  /** Members, each hidden from others one way: what every list leaves out. */
  async function hiddenMembers() {
    const hidden = {
      disabled: await addMember(world()),
      deleted: await addMember(world()),
      unconfirmed: await addMember(world()),
      invisible: await addMember(world()),
      blockedByHer: await addMember(world()),
      blockingHer: await addMember(world()),
    };
    await world().given.member(hidden.disabled, { profileStatus: 'disabled' });
    await world().given.member(hidden.deleted, { status: 'deleted' });
    await world().given.member(hidden.unconfirmed, { status: 'not_confirmed' });
    await world().given.member(hidden.invisible, { invisible: true });
    return hidden;
  }
  async function blockBoth(member: MemberId, hidden: { blockedByHer: MemberId; blockingHer: MemberId }) {
    await world().blocks.block(member, hidden.blockedByHer, at(0));
    await world().blocks.block(hidden.blockingHer, member, at(0));
  }

  it('stores a like once, and tells when it makes a match', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    expect(await world().likes.add(like(anna, bram))).toEqual({ kind: 'liked', match: false });
    expect(await world().likes.add(like(anna, bram))).toEqual({ kind: 'already_liked', match: false });
    expect(await world().likes.between(anna, bram)).toEqual({ liked: true, likedBy: false });

    expect(await world().likes.add(like(bram, anna))).toEqual({ kind: 'liked', match: true });
    expect(await world().likes.add(like(anna, bram))).toEqual({ kind: 'already_liked', match: true });
    expect(await world().likes.between(bram, anna)).toEqual({ liked: true, likedBy: true });
  });

  it('refuses a like of herself', async () => {
    const anna = await addMember(world());
    await expect(world().likes.add(like(anna, anna))).rejects.toThrow();
    expect(await world().likes.between(anna, anna)).toEqual({ liked: false, likedBy: false });
  });

  it('takes a like back once, and only that one', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().likes.add(like(anna, bram));
    await world().likes.add(like(bram, anna));
    expect(await world().likes.remove(anna, bram)).toBe(true);
    expect(await world().likes.remove(anna, bram)).toBe(false);
    expect(await world().likes.between(anna, bram)).toEqual({ liked: false, likedBy: true });
  });

  it('lets her like an active profile others see, and nobody hidden, blocked either way, unknown, or herself', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const hidden = await hiddenMembers();
    await blockBoth(anna, hidden);
    expect(await world().likes.isLikeable(anna, bram)).toBe(true);
    for (const [why, member] of Object.entries(hidden)) expect([why, await world().likes.isLikeable(anna, member)]).toEqual([why, false]);
    expect(await world().likes.isLikeable(anna, anna)).toBe(false);
    expect(await world().likes.isLikeable(anna, memberId(987_654))).toBe(false);
  });

  it('lists the profiles she liked, newest first, without hidden ones', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world(), { name: 'Bram' });
    const carl = await addMember(world(), { name: 'Carl' });
    const hidden = await hiddenMembers();
    await world().likes.add(like(anna, bram, { at: at(1) }));
    await world().likes.add(like(anna, carl, { at: at(2) }));
    for (const member of Object.values(hidden)) await world().likes.add(like(anna, member, { at: at(3) }));
    await blockBoth(anna, hidden);

    const given = await world().likes.given(anna, today);
    expect(ids(given)).toEqual([carl, bram]);
    expect(given[0]).toMatchObject({ id: carl, name: 'Carl', age: 36 });
  });

  it('lists the likes she received, newest first, new until she sees them, without hidden likers', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const carl = await addMember(world());
    const hidden = await hiddenMembers();
    await world().likes.add(like(bram, anna, { at: at(1) }));
    await world().likes.add(like(carl, anna, { at: at(2) }));
    for (const member of Object.values(hidden)) await world().likes.add(like(member, anna, { at: at(3) }));
    await blockBoth(anna, hidden);

    expect((await world().likes.received(anna, today)).map((r) => [r.profile.id, r.isNew, r.at])).toEqual([
      [carl, true, at(2)],
      [bram, true, at(1)],
    ]);
    expect(await world().likes.newCount(anna)).toBe(2);

    expect(await world().likes.markSeen(anna, carl)).toBe(true);
    expect(await world().likes.markSeen(anna, carl)).toBe(false);
    expect(await world().likes.markSeen(anna, memberId(987_654))).toBe(false);
    expect(await world().likes.newCount(anna)).toBe(1);
    expect((await world().likes.received(anna, today)).map((r) => r.isNew)).toEqual([false, true]);
  });

  it('announces each received like once, newest first, of one liker when asked, never a hidden one', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const carl = await addMember(world());
    const dirk = await addMember(world());
    const hidden = await hiddenMembers();
    await world().likes.add(like(bram, anna, { at: at(1) }));
    await world().likes.add(like(carl, anna, { at: at(2) }));
    await world().likes.add(like(dirk, anna, { at: at(3) }));
    for (const member of Object.values(hidden)) await world().likes.add(like(member, anna, { at: at(4) }));
    await blockBoth(anna, hidden);

    expect((await world().likes.announceNext(anna, at(10), today, bram))?.id).toBe(bram);
    expect(await world().likes.announceNext(anna, at(10), today, bram)).toBeUndefined();
    expect((await world().likes.announceNext(anna, at(10), today))?.id).toBe(dirk);
    expect((await world().likes.announceNext(anna, at(10), today))?.id).toBe(carl);
    expect(await world().likes.announceNext(anna, at(10), today)).toBeUndefined();
    // Announcing is not seeing: the likes stay new.
    expect(await world().likes.newCount(anna)).toBe(3);
  });

  it('gives one like to only one of two tabs that ask at once', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().likes.add(like(bram, anna));
    const answers = await Promise.all([world().likes.announceNext(anna, at(10), today), world().likes.announceNext(anna, at(10), today)]);
    expect(answers.filter((a) => a !== undefined).map((a) => a!.id)).toEqual([bram]);
  });

  it('counts swipe likes on her day, and past the cap stores and counts nothing', async () => {
    const anna = await addMember(world());
    const [bram, carl, dirk] = [await addMember(world()), await addMember(world()), await addMember(world())];
    const swipe = { day: DAY, cap: 2 };
    expect(await world().likes.add(like(anna, bram, { via: 'swipe' }), swipe)).toEqual({ kind: 'liked', match: false });
    expect(await world().likes.add(like(anna, bram, { via: 'swipe' }), swipe)).toEqual({ kind: 'already_liked', match: false });
    expect(await world().likes.add(like(anna, carl, { via: 'swipe' }), swipe)).toEqual({ kind: 'liked', match: false });
    expect(await world().likes.add(like(anna, dirk, { via: 'swipe' }), swipe)).toEqual({ kind: 'cap_reached' });

    expect(await world().likes.swipeLikesOn(anna, DAY)).toBe(2);
    expect(await world().likes.between(anna, dirk)).toEqual({ liked: false, likedBy: false });
    expect(await world().likes.swipeLikesOn(anna, '2026-11-27')).toBe(0);
    expect(await world().likes.add(like(anna, dirk, { via: 'swipe' }), { day: '2026-11-27', cap: 2 })).toEqual({ kind: 'liked', match: false });
  });

  it('counts swipe likes without a cap, and never a like on a profile', async () => {
    const anna = await addMember(world());
    const [bram, carl] = [await addMember(world()), await addMember(world())];
    await world().likes.add(like(anna, bram, { via: 'swipe' }), { day: DAY });
    await world().likes.add(like(anna, carl));
    expect(await world().likes.swipeLikesOn(anna, DAY)).toBe(1);
  });

  it('lets exactly the cap of parallel swipe likes through', async () => {
    const anna = await addMember(world());
    const others: MemberId[] = [];
    for (let i = 0; i < 8; i++) others.push(await addMember(world()));
    const outcomes = await Promise.all(others.map((other) => world().likes.add(like(anna, other, { via: 'swipe' }), { day: DAY, cap: 3 })));
    expect(outcomes.filter((o) => o.kind === 'liked')).toHaveLength(3);
    expect(await world().likes.swipeLikesOn(anna, DAY)).toBe(3);
    expect(await world().likes.given(anna, today)).toHaveLength(3);
  });

  it('deals the swipe deck newest members first: not herself, not liked or passed by her, not hidden, of the gender asked', async () => {
    const anna = await addMember(world(), { signupDate: at(0) });
    const [bram, carl, dirk, eddy] = [
      await addMember(world(), { gender: 'male', signupDate: at(1) }),
      await addMember(world(), { gender: 'male', signupDate: at(4) }),
      await addMember(world(), { gender: 'male', signupDate: at(3) }),
      await addMember(world(), { gender: 'male', signupDate: at(2) }),
    ];
    const fenna = await addMember(world(), { gender: 'female', signupDate: at(5) });
    const hidden = await hiddenMembers();
    await blockBoth(anna, hidden);
    await world().likes.add(like(anna, dirk));
    await world().likes.pass(anna, eddy, at(6));
    await world().likes.pass(anna, eddy, at(7));
    // Someone else's like or pass changes nothing for her.
    await world().likes.add(like(bram, carl));
    await world().likes.pass(bram, fenna, at(6));

    expect(ids(await world().likes.swipeDeck(anna, 'male', today, 10))).toEqual([carl, bram]);
    expect(ids(await world().likes.swipeDeck(anna, undefined, today, 10))).toEqual([fenna, carl, bram]);
    expect(ids(await world().likes.swipeDeck(anna, undefined, today, 2))).toEqual([fenna, carl]);
  });

  it('tells her last swipe, a pass or a swipe like (a pass on a tie), and forgets a pass so the deck deals it again', async () => {
    const anna = await addMember(world());
    const [bram, carl, dirk] = [await addMember(world()), await addMember(world()), await addMember(world())];
    expect(await world().likes.lastSwipe(anna)).toBeUndefined();
    await world().likes.pass(anna, bram, at(1));
    await world().likes.pass(anna, carl, at(2));
    // A like on a profile page and someone else's pass are not her swipes.
    await world().likes.add(like(anna, dirk, { at: at(3) }));
    await world().likes.pass(bram, anna, at(4));
    expect(await world().likes.lastSwipe(anna)).toEqual({ kind: 'pass', target: carl, at: at(2) });
    await world().likes.remove(anna, dirk);
    await world().likes.add(like(anna, dirk, { via: 'swipe', at: at(5) }), { day: DAY });
    expect(await world().likes.lastSwipe(anna)).toEqual({ kind: 'like', target: dirk, at: at(5) });

    expect(await world().likes.unpass(anna, carl)).toBe(true);
    expect(await world().likes.unpass(anna, carl)).toBe(false);
    expect(await world().likes.unpass(anna, dirk)).toBe(false);
    expect(ids(await world().likes.swipeDeck(anna, undefined, today, 10))).toContain(carl);
    expect(ids(await world().likes.swipeDeck(anna, undefined, today, 10))).not.toContain(bram);

    const eddy = await addMember(world());
    await world().likes.pass(anna, eddy, at(5));
    expect(await world().likes.lastSwipe(anna)).toEqual({ kind: 'pass', target: eddy, at: at(5) });
  });
}
