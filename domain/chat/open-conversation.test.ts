import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
});

/** Opens the conversation and writes its first message, which starts it (SPEC §6). */
async function writeTo(from: MemberId, to: MemberId) {
  const conversation = await world.openConversation.run(from, to);
  await world.sendMessage.run({ senderId: from, conversationId: conversation.id, text: 'Hoi!', domain: WORLD_DOMAIN });
  return conversation;
}

describe('opening a conversation with a profile', () => {
  it('opens one the first time, which counts as a conversation only from its first message', async () => {
    const anna = await world.addMember({ credits: 1000 });
    const bram = await world.addMember();

    const conversation = await world.openConversation.run(anna, bram);

    expect([...conversation.memberIds].sort()).toEqual([anna, bram].sort());
    expect(await world.conversations.countFor(anna)).toBe(0);
    expect(await world.listChats.run(anna)).toEqual([]);
    expect(await world.listChats.run(bram)).toEqual([]);
    await world.sendMessage.run({ senderId: anna, conversationId: conversation.id, text: 'Hoi!', domain: WORLD_DOMAIN });
    expect(await world.conversations.countFor(anna)).toBe(1);
    expect(await world.listChats.run(bram)).toHaveLength(1);
  });

  it('reuses the existing conversation, whoever started it', async () => {
    const anna = await world.addMember({ credits: 1000 });
    const bram = await world.addMember();
    const first = await writeTo(anna, bram);

    expect((await world.openConversation.run(anna, bram)).id).toBe(first.id);
    expect((await world.openConversation.run(bram, anna)).id).toBe(first.id);
    expect(await world.conversations.countFor(anna)).toBe(1);
  });

  it('refuses a free member’s third conversation with conversation_limit', async () => {
    const free = await world.addMember({ credits: 1000 });
    const [one, two, three] = [await world.addMember(), await world.addMember(), await world.addMember()];
    await writeTo(free, one);
    await writeTo(free, two);

    await expect(world.openConversation.run(free, three)).rejects.toMatchObject({ code: 'conversation_limit' });
    expect(await world.conversations.countFor(free)).toBe(2);
  });

  it('does not use one of a free member’s two conversations by opening a chat without writing', async () => {
    const free = await world.addMember({ credits: 1000 });
    const [one, two, three] = [await world.addMember(), await world.addMember(), await world.addMember()];
    await world.openConversation.run(free, one);
    await world.openConversation.run(free, two);

    await writeTo(free, three);
    await writeTo(free, one);
    expect(await world.conversations.countFor(free)).toBe(2);
  });

  it('refuses the first message of a third conversation, even of one opened before the limit was met', async () => {
    const free = await world.addMember({ credits: 1000 });
    const [one, two, three] = [await world.addMember(), await world.addMember(), await world.addMember()];
    const opened = await world.openConversation.run(free, three);
    await writeTo(free, one);
    await writeTo(free, two);

    await expect(world.sendMessage.run({ senderId: free, conversationId: opened.id, text: 'Hoi!', domain: WORLD_DOMAIN })).rejects.toMatchObject({
      code: 'conversation_limit',
    });
    expect(await world.conversations.hasMessages(opened.id)).toBe(false);
  });

  it('lets a free member at the limit answer someone who wrote to her first', async () => {
    const free = await world.addMember({ credits: 1000 });
    const [one, two, writer] = [await world.addMember(), await world.addMember(), await world.addMember({ credits: 1000 })];
    await writeTo(free, one);
    await writeTo(free, two);
    const theirs = await writeTo(writer, free);

    await world.sendMessage.run({ senderId: free, conversationId: theirs.id, text: 'Hoi terug!', domain: WORLD_DOMAIN });
  });

  it('still lets a free member at the limit reopen a conversation they have', async () => {
    const free = await world.addMember({ credits: 1000 });
    const [one, two] = [await world.addMember(), await world.addMember()];
    const first = await writeTo(free, one);
    await writeTo(free, two);

    expect((await world.openConversation.run(free, one)).id).toBe(first.id);
  });

  it('lets a premium member open a third conversation', async () => {
    const premium = await world.addMember({ paidUser: true, credits: 1000 });
    const [one, two, three] = [await world.addMember(), await world.addMember(), await world.addMember()];
    await writeTo(premium, one);
    await writeTo(premium, two);

    await writeTo(premium, three);

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
