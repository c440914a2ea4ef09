import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2026-06-15T12:00:00Z') });
});

const write = (from: MemberId, conversationId: Awaited<ReturnType<InMemoryWorld['openConversation']['run']>>['id'], text: string) =>
  world.sendMessage.run({ senderId: from, conversationId, text, domain: WORLD_DOMAIN });

describe('removing a chat', () => {
  it('takes it off her list with what was written, and leaves it to the other member', async () => {
    const anna = await world.addMember({ credits: 1000 });
    const bram = await world.addMember({ credits: 1000 });
    const chat = await world.openConversation.run(anna, bram);
    await write(anna, chat.id, 'Hoi Bram');
    await write(bram, chat.id, 'Hoi Anna');

    await world.removeConversation.run(anna, { conversation: chat.id });

    expect(await world.listChats.run(anna)).toEqual([]);
    expect(await world.conversations.messagesFor(chat.id, anna, 50)).toEqual([]);
    expect(await world.listChats.run(bram)).toHaveLength(1);
    expect(await world.conversations.messagesFor(chat.id, bram, 50)).toHaveLength(2);
  });

  it('comes back with the next message, without the ones before', async () => {
    const anna = await world.addMember({ credits: 1000 });
    const bram = await world.addMember({ credits: 1000 });
    const chat = await world.openConversation.run(anna, bram);
    await write(bram, chat.id, 'Eerste');
    await world.removeConversation.run(anna, { profile: bram });
    world.clock.advance(60_000);

    await write(bram, chat.id, 'Nog een keer');

    const [summary] = await world.listChats.run(anna);
    expect(summary).toMatchObject({ numUnreadMessages: 1, lastMessage: { body: 'Nog een keer' } });
    expect((await world.conversations.messagesFor(chat.id, anna, 50)).map((m) => m.body)).toEqual(['Nog een keer']);
  });

  it('refuses a chat that is not hers with not_found', async () => {
    const [anna, bram, cas] = [await world.addMember({ credits: 1000 }), await world.addMember(), await world.addMember()];
    const chat = await world.openConversation.run(anna, bram);
    await write(anna, chat.id, 'Hoi');
    await expect(world.removeConversation.run(cas, { conversation: chat.id })).rejects.toMatchObject({ code: 'not_found' });
    await expect(world.removeConversation.run(cas, { profile: anna })).rejects.toMatchObject({ code: 'not_found', field: 'profile_id' });
    expect(await world.listChats.run(anna)).toHaveLength(1);
  });
});
