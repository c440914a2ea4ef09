import { expect, it } from 'vitest';
import type { MemberId } from '../../../domain/shared/ids';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));
const today = CONTRACT_NOW;
const SINCE = at(0);

/** What every ProfileViews adapter does, and the view an opened profile records (domain/visitors/ports.ts; issue 27). */
export function profileViewsContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);
  const visitorsOf = async (member: MemberId, since = SINCE) => (await world().profileViews.visitors(member, since, today, 100)).map((v) => [v.profile.id, v.at, v.isNew]);

  it('keeps one row per visitor, its time the latest view, newest first, all new until she opens the list', async () => {
    const anna = await addMember(world());
    const [bram, carl] = [await addMember(world()), await addMember(world())];
    await world().profileViews.record(bram, anna, at(1));
    await world().profileViews.record(carl, anna, at(2));
    await world().profileViews.record(bram, anna, at(3));
    // A late request with an older view does not move the time back; someone else's visitors are not hers.
    await world().profileViews.record(bram, anna, at(2));
    await world().profileViews.record(anna, bram, at(4));

    expect(await visitorsOf(anna)).toEqual([
      [bram, at(3), true],
      [carl, at(2), true],
    ]);
    expect((await world().profileViews.visitors(anna, SINCE, today, 1)).map((v) => v.profile.id)).toEqual([bram]);
    expect(await world().profileViews.newCount(anna, SINCE)).toBe(2);

    await world().profileViews.markSeen(anna, at(3));
    expect(await world().profileViews.newCount(anna, SINCE)).toBe(0);
    await world().profileViews.record(carl, anna, at(5));
    expect(await visitorsOf(anna)).toEqual([
      [carl, at(5), true],
      [bram, at(3), false],
    ]);
    expect(await world().profileViews.newCount(anna, SINCE)).toBe(1);
  });

  it('leaves out views before the window', async () => {
    const anna = await addMember(world());
    const [bram, carl] = [await addMember(world()), await addMember(world())];
    await world().profileViews.record(bram, anna, at(1));
    await world().profileViews.record(carl, anna, at(5));
    expect((await visitorsOf(anna, at(2))).map(([id]) => id)).toEqual([carl]);
    expect(await world().profileViews.newCount(anna, at(2))).toBe(1);
  });

  it('never shows a visitor hidden from her: blocked either way, invisible, disabled, deleted or unconfirmed', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const hidden = {
      blockedByHer: await addMember(world()),
      blockingHer: await addMember(world()),
      invisible: await addMember(world()),
      disabled: await addMember(world()),
      deleted: await addMember(world()),
      unconfirmed: await addMember(world()),
    };
    await world().profileViews.record(bram, anna, at(1));
    for (const member of Object.values(hidden)) await world().profileViews.record(member, anna, at(2));
    await world().blocks.block(anna, hidden.blockedByHer, at(3));
    await world().blocks.block(hidden.blockingHer, anna, at(3));
    await world().given.member(hidden.invisible, { invisible: true });
    await world().given.member(hidden.disabled, { profileStatus: 'disabled' });
    await world().given.member(hidden.deleted, { status: 'deleted' });
    await world().given.member(hidden.unconfirmed, { status: 'not_confirmed' });

    expect((await visitorsOf(anna)).map(([id]) => id)).toEqual([bram]);
    expect(await world().profileViews.newCount(anna, SINCE)).toBe(1);
  });

  it("counts a week's visitors by their latest view, after its start and up to its end, with the list's rule", async () => {
    const anna = await addMember(world());
    const [bram, carl, dirk, eva] = [await addMember(world()), await addMember(world()), await addMember(world()), await addMember(world())];
    const [invisible, blockedByHer, blockingHer] = [await addMember(world()), await addMember(world()), await addMember(world())];
    const week = { from: at(10), to: at(20) };
    await world().profileViews.record(bram, anna, at(10));
    await world().profileViews.record(carl, anna, at(11));
    await world().profileViews.record(dirk, anna, at(20));
    await world().profileViews.record(eva, anna, at(21));
    await world().profileViews.record(anna, bram, at(12));
    for (const hidden of [invisible, blockedByHer, blockingHer]) await world().profileViews.record(hidden, anna, at(15));
    await world().given.member(invisible, { invisible: true });
    await world().blocks.block(anna, blockedByHer, at(16));
    await world().blocks.block(blockingHer, anna, at(16));

    // Bram's view at the week's start belongs to the week before; Eva's came after its end.
    expect(await world().profileViews.countBetween(anna, week)).toBe(2);
    expect(await world().profileViews.countBetween(bram, week)).toBe(1);
    // A later view moves the one row's time on: Carl now counts in the next week, not in this one.
    await world().profileViews.record(carl, anna, at(25));
    expect(await world().profileViews.countBetween(anna, week)).toBe(1);
    expect(await world().profileViews.countBetween(anna, { from: at(20), to: at(30) })).toBe(2);
  });

  it('refuses a view of her own profile', async () => {
    const anna = await addMember(world());
    await expect(world().profileViews.record(anna, anna, at(1))).rejects.toThrow();
    expect(await visitorsOf(anna)).toEqual([]);
  });

  it('records the view when an opened profile is asked to, and only when it is listed for the viewer', async () => {
    const anna = await addMember(world());
    const [bram, carl, dirk] = [await addMember(world()), await addMember(world()), await addMember(world())];
    await world().blocks.block(anna, dirk, at(0));

    expect((await world().profileOpenings.open(anna, bram, today, at(1)))?.profile.id).toBe(anna);
    expect((await world().profileOpenings.open(anna, carl, today))?.profile.id).toBe(anna);
    expect(await world().profileOpenings.open(anna, dirk, today, at(1))).toBeUndefined();
    await world().given.member(anna, { invisible: true });
    expect(await world().profileOpenings.open(anna, carl, today, at(2))).toBeUndefined();
    await world().given.member(anna, { invisible: false });

    expect((await visitorsOf(anna)).map(([id, when]) => [id, when])).toEqual([[bram, at(1)]]);
    // Opened again later: the one row's time moves on.
    await world().profileOpenings.open(anna, bram, today, at(7));
    expect((await visitorsOf(anna)).map(([id, when]) => [id, when])).toEqual([[bram, at(7)]]);
  });
}
