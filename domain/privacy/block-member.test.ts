import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { SearchCriteria } from '../search/search-criteria';
import { memberId } from '../shared/ids';

const DEFAULT_SEARCH: SearchCriteria = { minAge: 18, maxAge: 99, page: 1 };

let world: InMemoryWorld;
let closure: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  closure = world;
});

const searchIds = async (searcher: number) =>
  (await world.searchMembers.run(DEFAULT_SEARCH, memberId(searcher))).profiles.map((p) => p.id);

describe('blocking a member', () => {
  it('hides both members from each other in search and on the profile, both ways', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    const cas = await world.addMember();

    await closure.blockMember.run(anna, bram);

    expect(await searchIds(anna)).toEqual([cas]);
    expect(await searchIds(bram)).toEqual([cas]);
    expect(await world.profiles.findVisible(bram, anna, world.clock.now())).toBeUndefined();
    expect(await world.profiles.findVisible(anna, bram, world.clock.now())).toBeUndefined();
    expect(await world.profiles.findVisible(bram, cas, world.clock.now())).toBeDefined();
  });

  it('takes their conversation off both chat lists and refuses messages both ways with blocked', async () => {
    const anna = await world.addMember({ credits: 100 });
    const bram = await world.addMember({ credits: 100 });
    const conversation = await world.openConversation.run(anna, bram);

    await closure.blockMember.run(bram, anna);

    expect(await world.listChats.run(anna)).toEqual([]);
    expect(await world.listChats.run(bram)).toEqual([]);
    for (const [sender, id] of [[anna, conversation.id], [bram, conversation.id]] as const) {
      await expect(world.sendMessage.run({ senderId: sender, conversationId: id, text: 'hoi', domain: 'hartslag.example' })).rejects.toMatchObject({ code: 'blocked' });
    }
    await expect(world.openConversation.run(anna, bram)).rejects.toMatchObject({ code: 'blocked' });
    await expect(world.openConversation.run(bram, anna)).rejects.toMatchObject({ code: 'blocked' });
    await expect(world.readConversation.run(anna, conversation.id)).rejects.toMatchObject({ code: 'not_found' });
    expect((await world.members.findById(anna))?.credits).toBe(100);
  });

  it('is undone by unblocking: the chat and the profile come back', async () => {
    const anna = await world.addMember({ credits: 1000 });
    const bram = await world.addMember();
    const conversation = await world.openConversation.run(anna, bram);
    await world.sendMessage.run({ senderId: anna, conversationId: conversation.id, text: 'Hoi!', domain: WORLD_DOMAIN });
    await closure.blockMember.run(anna, bram);

    await closure.unblockMember.run(anna, bram);

    expect(await world.listChats.run(anna)).toHaveLength(1);
    expect(await world.profiles.findVisible(bram, anna, world.clock.now())).toBeDefined();
    expect(await closure.listBlockedMembers.run(anna)).toEqual([]);
  });

  it('lets only the blocker lift the block', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    await closure.blockMember.run(anna, bram);

    await closure.unblockMember.run(bram, anna);

    expect(await world.blocks.isBlockedEitherWay(anna, bram)).toBe(true);
  });

  it('lists the members I blocked, not those who blocked me, and keeps one block when blocking twice', async () => {
    const anna = await world.addMember({ name: 'Anna' });
    const bram = await world.addMember({ name: 'Bram' });
    const cas = await world.addMember({ name: 'Cas' });
    await closure.blockMember.run(anna, bram);
    await closure.blockMember.run(anna, bram);
    await closure.blockMember.run(cas, anna);

    expect((await closure.listBlockedMembers.run(anna)).map((p) => p.name)).toEqual(['Bram']);
  });

  it('refuses blocking oneself with invalid_input on profile_id', async () => {
    const anna = await world.addMember();
    await expect(closure.blockMember.run(anna, anna)).rejects.toMatchObject({ code: 'invalid_input', field: 'profile_id' });
  });

  it('refuses an unknown or deleted member with not_found', async () => {
    const anna = await world.addMember();
    const gone = await world.addMember({ status: 'deleted' });
    await expect(closure.blockMember.run(anna, memberId(999))).rejects.toMatchObject({ code: 'not_found', field: 'profile_id' });
    await expect(closure.blockMember.run(anna, gone)).rejects.toMatchObject({ code: 'not_found' });
  });
});
