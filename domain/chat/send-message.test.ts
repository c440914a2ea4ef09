import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld, type MemberSeed } from '../../test/support/in-memory-world';
import { InMemoryConversations } from '../../adapters/memory/in-memory-conversations';
import type { LiveEvent } from '../realtime/live-event';
import type { ConversationId, MemberId } from '../shared/ids';

const MESSAGE_LENGTH = 1000;

let world: InMemoryWorld;
let received: Map<MemberId, LiveEvent[]>;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  received = new Map();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function member(seed: MemberSeed = {}): Promise<MemberId> {
  const id = await world.addMember(seed);
  const events: LiveEvent[] = [];
  received.set(id, events);
  await world.events.subscribe(id, (event) => events.push(event));
  return id;
}

async function chatBetween(seed: MemberSeed): Promise<{ sender: MemberId; recipient: MemberId; conversation: ConversationId }> {
  const sender = await member(seed);
  const recipient = await member();
  const conversation = await world.openConversation.run(sender, recipient);
  return { sender, recipient, conversation: conversation.id };
}

const send = (senderId: MemberId, conversationId: ConversationId, text = 'Hoi, hoe gaat het?') =>
  world.sendMessage.run({ senderId, conversationId, text, domain: 'hartslag.example' });

const balanceOf = async (id: MemberId) => (await world.members.findById(id))?.credits;
const messagesIn = (conversation: ConversationId) => world.store.data.messages.filter((m) => m.conversationId === conversation);

describe('sending a message', () => {
  it('debits message_credits through the ledger, and the balance equals the ledger sum', async () => {
    const { sender, conversation } = await chatBetween({ credits: 30 });

    const sent = await send(sender, conversation);

    expect(sent.balance).toBe(20);
    expect(await balanceOf(sender)).toBe(20);
    expect(await world.ledger.sumFor(sender)).toBe(20);
    expect(world.ledger.rowsFor(sender).at(-1)).toMatchObject({ amount: -10, reason: 'message' });
  });

  it('keeps the balance equal to the ledger sum over many messages until the credits run out', async () => {
    const { sender, conversation } = await chatBetween({ credits: 35 });

    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => send(sender, conversation, `bericht ${n}`)));

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await balanceOf(sender)).toBe(5);
    expect(await world.ledger.sumFor(sender)).toBe(5);
    expect(messagesIn(conversation)).toHaveLength(3);
  });

  it('uses a gratis message before any credits', async () => {
    const { sender, conversation } = await chatBetween({ credits: 30, freeMessages: 1 });

    const first = await send(sender, conversation);
    const second = await send(sender, conversation);

    expect(first.balance).toBe(30);
    expect(second.balance).toBe(20);
    expect((await world.members.findById(sender))?.freeMessages).toBe(0);
    expect(world.ledger.rowsFor(sender).filter((e) => e.reason === 'message')).toHaveLength(1);
  });

  it('tells the sender their new balance only when credits were spent', async () => {
    const { sender, conversation } = await chatBetween({ credits: 30, freeMessages: 1 });

    await send(sender, conversation);
    await send(sender, conversation);

    expect(received.get(sender)?.filter((e) => e.type === 'credits')).toEqual([{ type: 'credits', credits: 20 }]);
  });

  it('delivers the message to the recipient, unread', async () => {
    const { sender, recipient, conversation } = await chatBetween({ credits: 30 });

    const sent = await send(sender, conversation, '  Hoi!  ');

    expect(sent.message).toMatchObject({ body: 'Hoi!', senderId: sender, held: false });
    expect(received.get(recipient)).toEqual([
      { type: 'message', message: { id: sent.message.id, conversationId: conversation, senderId: sender, body: 'Hoi!', sentAt: new Date('2025-06-15T12:00:00.000Z'), held: false, attachment: null } },
    ]);
    const [chat] = await world.listChats.run(recipient);
    expect(chat).toMatchObject({ numUnreadMessages: 1, lastMessage: { body: 'Hoi!', fromMe: false } });
  });

  describe('with too few credits', () => {
    it('is refused with insufficient_credits and changes nothing', async () => {
      const { sender, recipient, conversation } = await chatBetween({ credits: 5 });
      const ledgerRows = world.ledger.rowsFor(sender).length;

      await expect(send(sender, conversation)).rejects.toMatchObject({ code: 'insufficient_credits', details: { needed: 10, balance: 5 } });

      expect(messagesIn(conversation)).toEqual([]);
      expect(world.ledger.rowsFor(sender)).toHaveLength(ledgerRows);
      expect(await balanceOf(sender)).toBe(5);
      expect(received.get(recipient)).toEqual([]);
      expect(received.get(sender)).toEqual([]);
    });
  });

  it('is refused as not_found to a member who is not in the conversation, and nothing changes', async () => {
    const { conversation } = await chatBetween({ credits: 30 });
    const outsider = await member({ credits: 30 });

    await expect(send(outsider, conversation)).rejects.toMatchObject({ code: 'not_found', field: 'conversation_id' });

    expect(messagesIn(conversation)).toEqual([]);
    expect(await balanceOf(outsider)).toBe(30);
    expect(await world.ledger.sumFor(outsider)).toBe(30);
  });

  it('is refused as not_found when the recipient has deleted their account', async () => {
    const { sender, recipient, conversation } = await chatBetween({ credits: 30 });
    const stored = world.store.member(recipient);
    if (stored) stored.status = 'deleted';

    await expect(send(sender, conversation)).rejects.toMatchObject({ code: 'not_found' });
    expect(await balanceOf(sender)).toBe(30);
  });

  describe('from a member whose email is not confirmed', () => {
    it('is stored but held: not delivered, no event, and the unconfirmed sender not even in the recipient\'s list', async () => {
      const { sender, recipient, conversation } = await chatBetween({ credits: 30, status: 'not_confirmed' });

      const sent = await send(sender, conversation);

      expect(sent.message.held).toBe(true);
      expect(messagesIn(conversation)).toHaveLength(1);
      expect(await world.conversations.messagesFor(conversation, recipient, 200)).toEqual([]);
      expect(await world.conversations.messagesFor(conversation, sender, 200)).toHaveLength(1);
      expect(received.get(recipient)).toEqual([]);
      expect(await world.listChats.run(recipient)).toEqual([]);
      expect(await world.listChats.run(sender)).toHaveLength(1);
    });

    it('still shows in the sender’s own open tabs', async () => {
      const { sender, conversation } = await chatBetween({ credits: 30, status: 'not_confirmed' });

      await send(sender, conversation);

      expect(received.get(sender)?.map((e) => e.type)).toEqual(['message', 'credits']);
    });
  });

  describe('events', () => {
    it('are published only after the transaction has committed', async () => {
      const { sender, recipient, conversation } = await chatBetween({ credits: 30 });
      const order: string[] = [];
      const run = world.transactions.run.bind(world.transactions);
      world.transactions.run = async (work) => {
        const result = await run(work);
        order.push('committed');
        return result;
      };
      await world.events.subscribe(recipient, (event) => order.push(`event ${event.type}`));

      await send(sender, conversation);

      expect(order).toEqual(['committed', 'event message']);
    });

    it('are not published when the send fails after the debit, and the debit is rolled back', async () => {
      const { sender, recipient, conversation } = await chatBetween({ credits: 30 });
      vi.spyOn(InMemoryConversations.prototype, 'addMessage').mockRejectedValueOnce(new Error('disk full'));

      await expect(send(sender, conversation)).rejects.toThrow('disk full');

      expect(received.get(sender)).toEqual([]);
      expect(received.get(recipient)).toEqual([]);
      expect(await balanceOf(sender)).toBe(30);
      expect(await world.ledger.sumFor(sender)).toBe(30);
      expect(messagesIn(conversation)).toEqual([]);
    });
  });

  describe('text', () => {
    it('is refused when empty or only spaces, with field text', async () => {
      const { sender, conversation } = await chatBetween({ credits: 30 });

      await expect(send(sender, conversation, '')).rejects.toMatchObject({ code: 'invalid_input', field: 'text' });
      await expect(send(sender, conversation, '  \n ')).rejects.toMatchObject({ code: 'invalid_input', field: 'text' });
      expect(await balanceOf(sender)).toBe(30);
    });

    it('may be exactly message_length long but not one character longer', async () => {
      const { sender, conversation } = await chatBetween({ credits: 30 });

      await expect(send(sender, conversation, 'a'.repeat(MESSAGE_LENGTH))).resolves.toMatchObject({ balance: 20 });
      await expect(send(sender, conversation, 'a'.repeat(MESSAGE_LENGTH + 1))).rejects.toMatchObject({ code: 'invalid_input', field: 'text' });
      expect(await balanceOf(sender)).toBe(20);
    });
  });

  it('refuses a message when either member blocked the other: nothing is stored, charged or delivered', async () => {
    const { sender, recipient, conversation } = await chatBetween({ credits: 30 });
    await world.blocks.block(recipient, sender, world.clock.now());

    await expect(send(sender, conversation)).rejects.toMatchObject({ code: 'blocked' });
    await expect(send(recipient, conversation)).rejects.toMatchObject({ code: 'blocked' });

    expect(messagesIn(conversation)).toHaveLength(0);
    expect(await balanceOf(sender)).toBe(30);
    expect(received.get(recipient)).toEqual([]);
  });

  it('charges the price the domain\'s settings give, read by the use case itself', async () => {
    world.siteSettings.set('message_credits', 25);
    const { sender, conversation } = await chatBetween({ credits: 100 });

    await expect(send(sender, conversation)).resolves.toMatchObject({ balance: 75 });
    expect(world.ledger.rowsFor(sender).at(-1)).toMatchObject({ amount: -25, reason: 'message' });
  });

  it('refuses a burst past message_burst_per_10_seconds with rate_limited, before anything is charged', async () => {
    world.siteSettings.set('message_burst_per_10_seconds', 2);
    const { sender, conversation } = await chatBetween({ credits: 100 });

    await send(sender, conversation, 'een');
    await send(sender, conversation, 'twee');
    await expect(send(sender, conversation, 'drie')).rejects.toMatchObject({ code: 'rate_limited', details: { retry_after: 10 } });
    expect(await balanceOf(sender)).toBe(80);
    expect(messagesIn(conversation)).toHaveLength(2);
  });
});

describe('sending a gift', () => {
  it('costs gift_credits through the ledger, never a gratis message, and reaches the recipient with the gift', async () => {
    const { sender, recipient, conversation } = await chatBetween({ credits: 40 });
    world.store.member(sender)!.freeMessages = 2;

    const sent = await world.sendMessage.run({ senderId: sender, conversationId: conversation, text: '', attachment: { kind: 'gift', gift: 'rose' }, domain: WORLD_DOMAIN });

    expect(sent.balance).toBe(40 - world.settings.gift_credits);
    expect(world.store.member(sender)!.freeMessages).toBe(2);
    expect(world.ledger.rowsFor(sender).at(-1)).toMatchObject({ amount: -world.settings.gift_credits, reason: 'gift' });
    expect(received.get(recipient)).toMatchObject([{ type: 'message', message: { attachment: { kind: 'gift', gift: 'rose' }, body: '' } }]);
  });

  it('is refused with insufficient_credits below gift_credits, sending nothing', async () => {
    const { sender, recipient, conversation } = await chatBetween({ credits: world.settings.gift_credits - 1 });
    await expect(
      world.sendMessage.run({ senderId: sender, conversationId: conversation, text: '', attachment: { kind: 'gift', gift: 'rose' }, domain: WORLD_DOMAIN }),
    ).rejects.toMatchObject({ code: 'insufficient_credits' });
    expect(received.get(recipient) ?? []).toEqual([]);
  });
});
