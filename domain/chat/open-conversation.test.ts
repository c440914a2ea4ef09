import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
});

describe('opening a conversation with a profile', () => {
  it('starts one the first time', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();

    const conversation = await world.openConversation.run(anna, bram);

    expect([...conversation.memberIds].sort()).toEqual([anna, bram].sort());
    expect(await world.conversations.countFor(anna)).toBe(1);
  });

  it('reuses the existing conversation, whoever started it', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    const first = await world.openConversation.run(anna, bram);

    expect((await world.openConversation.run(anna, bram)).id).toBe(first.id);
    expect((await world.openConversation.run(bram, anna)).id).toBe(first.id);
    expect(await world.conversations.countFor(anna)).toBe(1);
  });

  it('refuses a free member’s third conversation with conversation_limit', async () => {
    const free = await world.addMember();
    const [one, two, three] = [await world.addMember(), await world.addMember(), await world.addMember()];
    await world.openConversation.run(free, one);
    await world.openConversation.run(free, two);

    await expect(world.openConversation.run(free, three)).rejects.toMatchObject({ code: 'conversation_limit' });
    expect(await world.conversations.countFor(free)).toBe(2);
  });

  it('still lets a free member at the limit reopen a conversation they have', async () => {
    const free = await world.addMember();
    const [one, two] = [await world.addMember(), await world.addMember()];
    const first = await world.openConversation.run(free, one);
    await world.openConversation.run(free, two);

    expect((await world.openConversation.run(free, one)).id).toBe(first.id);
  });

  it('lets a premium member open a third conversation', async () => {
    const premium = await world.addMember({ paidUser: true });
    const [one, two, three] = [await world.addMember(), await world.addMember(), await world.addMember()];
    await world.openConversation.run(premium, one);
    await world.openConversation.run(premium, two);

    await world.openConversation.run(premium, three);

    expect(await world.conversations.countFor(premium)).toBe(3);
  });

  it('refuses a conversation with oneself', async () => {
    const anna = await world.addMember();

    await expect(world.openConversation.run(anna, anna)).rejects.toMatchObject({ code: 'invalid_input', field: 'profile_id' });
  });

  it('refuses a profile that is disabled or whose member deleted their account, as not_found', async () => {
    const anna = await world.addMember();
    const disabled = await world.addMember({ profileStatus: 'disabled' });
    const deleted = await world.addMember({ status: 'deleted' });

    await expect(world.openConversation.run(anna, disabled)).rejects.toMatchObject({ code: 'not_found' });
    await expect(world.openConversation.run(anna, deleted)).rejects.toMatchObject({ code: 'not_found' });
    expect(await world.conversations.countFor(anna)).toBe(0);
  });

  it('refuses a member blocked either way with blocked, without starting a conversation', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    await world.blocks.block(bram, anna, world.clock.now());

    await expect(world.openConversation.run(anna, bram)).rejects.toMatchObject({ code: 'blocked' });
    await expect(world.openConversation.run(bram, anna)).rejects.toMatchObject({ code: 'blocked' });
    expect(await world.conversations.countFor(anna)).toBe(0);
  });
});
