import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';

let world: InMemoryWorld;
let closure: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  closure = world;
});

const found = async (searcher: Parameters<InMemoryWorld['searchMembers']['run']>[1]) =>
  (await world.searchMembers.run({ minAge: 18, maxAge: 99, page: 1 }, searcher)).profiles.map((p) => p.id);

describe('invisible mode', () => {
  it('leaves an invisible member out of search, for members and visitors alike', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();

    await closure.setInvisible.run(bram, true);

    expect(await found(anna)).toEqual([]);
    expect(await found(undefined)).toEqual([anna]);
    expect((await world.members.findById(bram))?.invisible).toBe(true);
  });

  it('still lets an invisible member be seen by a direct link and chat both ways', async () => {
    const anna = await world.addMember({ credits: 50 });
    const bram = await world.addMember({ credits: 50 });
    await closure.setInvisible.run(bram, true);

    const conversation = await world.openConversation.run(anna, bram);
    await world.sendMessage.run({ senderId: anna, conversationId: conversation.id, text: 'hoi', domain: 'hartslag.example' });
    await world.sendMessage.run({ senderId: bram, conversationId: conversation.id, text: 'hallo', domain: 'hartslag.example' });

    expect(await world.profiles.findVisible(bram, anna, world.clock.now())).toBeDefined();
    expect((await world.listChats.run(anna)).map((c) => c.profile.id)).toEqual([bram]);
  });

  it('puts the member back in search when turned off', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    await closure.setInvisible.run(bram, true);

    await closure.setInvisible.run(bram, false);

    expect(await found(anna)).toEqual([bram]);
  });
});
