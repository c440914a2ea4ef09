import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2026-11-24T09:00:00Z') });
});

const dealtTo = async (member: Parameters<InMemoryWorld['swipeDeck']['run']>[0]) => (await world.swipeDeck.run(member)).map((p) => p.id);

describe('undoing the last pass in the swipe game', () => {
  it('forgets her last pass, so the deck deals that profile again', async () => {
    const anna = await world.addMember({ gender: 'female', sexuality: 'bi' });
    const bram = await world.addMember();
    const carl = await world.addMember();
    await world.passMember.run(anna, bram);
    world.clock.advance(1000);
    await world.passMember.run(anna, carl);
    expect(await dealtTo(anna)).not.toContain(carl);

    await world.undoPass.run(anna, carl);

    expect(await dealtTo(anna)).toContain(carl);
    expect(await dealtTo(anna)).not.toContain(bram);
  });

  it('takes back only the last pass, never an older one', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    const carl = await world.addMember();
    await world.passMember.run(anna, bram);
    world.clock.advance(1000);
    await world.passMember.run(anna, carl);

    await expect(world.undoPass.run(anna, bram)).rejects.toMatchObject({ code: 'not_found', field: 'profile_id' });
    expect(await dealtTo(anna)).not.toContain(bram);
  });

  it('takes back a pass, never a like: after a swipe like her pass before it stays', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    const carl = await world.addMember();
    await world.passMember.run(anna, bram);
    world.clock.advance(1000);
    await world.likeMember.run(anna, carl, 'swipe');

    await expect(world.undoPass.run(anna, bram)).rejects.toMatchObject({ code: 'not_found' });
    await expect(world.undoPass.run(anna, carl)).rejects.toMatchObject({ code: 'not_found' });
    expect((await world.listLikes.run(anna)).given.map((p) => p.id)).toEqual([carl]);
  });

  it('refuses a pass she never made, or one already taken back', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    await expect(world.undoPass.run(anna, bram)).rejects.toMatchObject({ code: 'not_found' });
    await world.passMember.run(anna, bram);
    await world.undoPass.run(anna, bram);
    await expect(world.undoPass.run(anna, bram)).rejects.toMatchObject({ code: 'not_found' });
  });
});
