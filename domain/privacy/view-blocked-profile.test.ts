import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
});

describe('the profile of a member she blocked', () => {
  it('shows the member who blocked whom she blocked, so she can lift the block there', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember({ name: 'Bram' });
    await world.blockMember.run(anna, bram);

    expect((await world.viewBlockedProfile.run(anna, bram))?.name).toBe('Bram');
  });

  it('tells the blocked member nothing: for him the profile is not there', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    await world.blockMember.run(anna, bram);

    expect(await world.viewBlockedProfile.run(bram, anna)).toBeUndefined();
  });

  it('is nothing once the block is lifted, for someone not blocked, for herself and for a deleted member', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    const cas = await world.addMember();
    const dirk = await world.addMember({ status: 'deleted' });
    await world.blockMember.run(anna, bram);
    await world.unblockMember.run(anna, bram);

    expect(await world.viewBlockedProfile.run(anna, bram)).toBeUndefined();
    expect(await world.viewBlockedProfile.run(anna, cas)).toBeUndefined();
    expect(await world.viewBlockedProfile.run(anna, anna)).toBeUndefined();
    await world.blocks.block(anna, dirk, world.clock.now());
    expect(await world.viewBlockedProfile.run(anna, dirk)).toBeUndefined();
  });
});
