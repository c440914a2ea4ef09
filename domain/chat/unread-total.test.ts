import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { ConversationId, MemberId } from '../shared/ids';

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
});

const send = (senderId: MemberId, conversationId: ConversationId, text = 'Hoi!') =>
  world.sendMessage.run({ senderId, conversationId, text, domain: 'hartslag.example' });

async function writesTo(anna: MemberId, messages: number): Promise<{ from: MemberId; conversation: ConversationId }> {
  const from = await world.addMember({ credits: 1000 });
  const conversation = (await world.openConversation.run(from, anna)).id;
  for (let n = 0; n < messages; n++) await send(from, conversation, `bericht ${n}`);
  return { from, conversation };
}

const listSum = async (member: MemberId) => (await world.listChats.run(member)).reduce((sum, chat) => sum + chat.numUnreadMessages, 0);

describe('the unread total of the Messages badge', () => {
  it('sums the unread messages of every conversation on the chat list', async () => {
    const anna = await world.addMember();
    await writesTo(anna, 2);
    await writesTo(anna, 3);

    expect(await world.unreadTotal.run(anna)).toBe(5);
    expect(await world.unreadTotal.run(anna)).toBe(await listSum(anna));
  });

  it('drops a conversation once the member reads it, and counts none of her own messages', async () => {
    const anna = await world.addMember({ credits: 1000 });
    const { from, conversation } = await writesTo(anna, 2);
    await writesTo(anna, 1);

    await world.readConversation.run(anna, conversation);
    await send(anna, conversation, 'Hoi terug!');

    expect(await world.unreadTotal.run(anna)).toBe(1);
    expect(await world.unreadTotal.run(from)).toBe(1);
  });

  it('leaves out what the chat list leaves out: blocked and deleted members', async () => {
    const anna = await world.addMember();
    const blocked = await writesTo(anna, 2);
    const deleted = await writesTo(anna, 4);
    await writesTo(anna, 1);

    await world.blockMember.run(anna, blocked.from);
    world.store.member(deleted.from)!.status = 'deleted';

    expect(await world.unreadTotal.run(anna)).toBe(1);
    expect(await world.unreadTotal.run(anna)).toBe(await listSum(anna));
  });

  it('is 0 for a member without conversations', async () => {
    expect(await world.unreadTotal.run(await world.addMember())).toBe(0);
  });
});
