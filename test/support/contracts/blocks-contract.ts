import { expect, it } from 'vitest';
import { addMember, freshWorldEachTest, type WorldMaker } from './adapter-world';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));

/** What every Blocks adapter does (domain/privacy/ports.ts). */
export function blocksContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  it('blocks once however often asked, and the block works both ways', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const carl = await addMember(world());
    await world().blocks.block(anna, bram, at(1));
    await world().blocks.block(anna, bram, at(2));

    expect(await world().blocks.listBlockedBy(anna)).toEqual([bram]);
    expect(await world().blocks.listBlockedBy(bram)).toEqual([]);
    expect(await world().blocks.isBlockedEitherWay(anna, bram)).toBe(true);
    expect(await world().blocks.isBlockedEitherWay(bram, anna)).toBe(true);
    expect(await world().blocks.isBlockedEitherWay(anna, carl)).toBe(false);
    expect(await world().blocks.hasBlocked(anna, bram)).toBe(true);
    expect(await world().blocks.hasBlocked(bram, anna)).toBe(false);
  });

  it('lists the members she blocked, most recent first; of one moment, the higher id first', async () => {
    const anna = await addMember(world());
    const [bram, carl, dirk, eddy] = [await addMember(world()), await addMember(world()), await addMember(world()), await addMember(world())];
    await world().blocks.block(anna, carl, at(1));
    await world().blocks.block(anna, bram, at(3));
    await world().blocks.block(anna, dirk, at(2));
    await world().blocks.block(anna, eddy, at(2));
    expect(await world().blocks.listBlockedBy(anna)).toEqual([bram, eddy, dirk, carl]);
  });

  it('takes back only her own block', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().blocks.block(anna, bram, at(1));
    await world().blocks.block(bram, anna, at(2));

    await world().blocks.unblock(anna, bram);
    expect(await world().blocks.listBlockedBy(anna)).toEqual([]);
    expect(await world().blocks.isBlockedEitherWay(anna, bram)).toBe(true);
    await world().blocks.unblock(bram, anna);
    expect(await world().blocks.isBlockedEitherWay(anna, bram)).toBe(false);
  });

  it('unblocks nothing that was not blocked', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().blocks.unblock(anna, bram);
    expect(await world().blocks.listBlockedBy(anna)).toEqual([]);
  });

  it('refuses a block of herself', async () => {
    const anna = await addMember(world());
    await expect(world().blocks.block(anna, anna, at(1))).rejects.toThrow();
    expect(await world().blocks.listBlockedBy(anna)).toEqual([]);
  });
}
