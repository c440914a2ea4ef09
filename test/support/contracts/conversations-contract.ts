import { expect, it } from 'vitest';
import type { MessageAttachment } from '../../../domain/chat/attachment';
import type { NewMessage } from '../../../domain/chat/ports';
import { conversationId, type ConversationId, type MemberId } from '../../../domain/shared/ids';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));
const today = CONTRACT_NOW;

/** What every Conversations adapter does (domain/chat/ports.ts; SPEC §4, §6; decision 0028). */
export function conversationsContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  async function write(id: ConversationId, from: MemberId, to: MemberId, body: string, changes: Partial<NewMessage> = {}) {
    return world().conversations.addMessage({ conversationId: id, senderId: from, recipientId: to, body, sentAt: at(0), held: false, attachment: null, ...changes });
  }

  async function pair() {
    const anna = await addMember(world(), { name: 'Anna' });
    const bram = await addMember(world(), { name: 'Bram', gender: 'male' });
    return { anna, bram, chat: await world().conversations.create(anna, bram, at(0)) };
  }

  it('makes one conversation per pair, its members in id order, found from either side', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const carla = await addMember(world());
    const made = await world().conversations.create(bram, anna, at(1));

    expect(made).toEqual({ id: made.id, memberIds: [anna, bram], createdAt: at(1) });
    expect(await world().conversations.findBetween(anna, bram)).toEqual(made);
    expect(await world().conversations.findBetween(bram, anna)).toEqual(made);
    expect(await world().conversations.findBetween(anna, carla)).toBeUndefined();
  });

  it('refuses a second conversation between the same two members, in either order', async () => {
    const { anna, bram } = await pair();
    await expect(world().conversations.create(anna, bram, at(2))).rejects.toThrow();
    await expect(world().conversations.create(bram, anna, at(2))).rejects.toThrow();
  });

  it('refuses a conversation of a member with herself', async () => {
    const anna = await addMember(world());
    await expect(world().conversations.create(anna, anna, at(0))).rejects.toThrow();
    expect(await world().conversations.findBetween(anna, anna)).toBeUndefined();
  });

  it('gives a conversation only to the members in it', async () => {
    const { anna, bram, chat } = await pair();
    const carla = await addMember(world());
    expect(await world().conversations.findForMember(chat.id, anna)).toEqual(chat);
    expect(await world().conversations.findForMember(chat.id, bram)).toEqual(chat);
    expect(await world().conversations.findForMember(chat.id, carla)).toBeUndefined();
    expect(await world().conversations.findForMember(conversationId(987_654), anna)).toBeUndefined();
  });

  it('stores a message as sent, with what it carries, and answers it with its id', async () => {
    const { anna, bram, chat } = await pair();
    const gif: MessageAttachment = { kind: 'gif', id: 'abc', url: 'https://media.example/abc.gif', width: 200, height: 150 };
    const message = await write(chat.id, anna, bram, 'Kijk!', { sentAt: at(3), attachment: gif });
    expect(message).toEqual({ id: message.id, conversationId: chat.id, senderId: anna, body: 'Kijk!', sentAt: at(3), held: false, attachment: gif });
    expect(await world().conversations.messagesFor(chat.id, bram, 10)).toEqual([message]);
  });

  it('starts a conversation with its first message, held ones included, and counts only those', async () => {
    const { anna, bram, chat } = await pair();
    const carla = await addMember(world());
    await world().conversations.create(anna, carla, at(0));
    expect(await world().conversations.hasMessages(chat.id)).toBe(false);
    expect(await world().conversations.countFor(anna)).toBe(0);

    await write(chat.id, anna, bram, 'nog niet bevestigd', { held: true });

    expect(await world().conversations.hasMessages(chat.id)).toBe(true);
    expect(await world().conversations.countFor(anna)).toBe(1);
    expect(await world().conversations.countFor(bram)).toBe(1);
    expect(await world().conversations.countFor(carla)).toBe(0);
  });

  it('gives the messages oldest first, the latest `limit` of them', async () => {
    const { anna, bram, chat } = await pair();
    for (let n = 1; n <= 5; n++) await write(chat.id, n % 2 ? anna : bram, n % 2 ? bram : anna, `bericht ${n}`, { sentAt: at(n) });
    expect((await world().conversations.messagesFor(chat.id, anna, 3)).map((m) => m.body)).toEqual(['bericht 3', 'bericht 4', 'bericht 5']);
    expect((await world().conversations.messagesFor(chat.id, bram, 10)).map((m) => m.body)).toEqual(['bericht 1', 'bericht 2', 'bericht 3', 'bericht 4', 'bericht 5']);
  });

  it('shows a held message to its sender only', async () => {
    const { anna, bram, chat } = await pair();
    await write(chat.id, bram, anna, 'bezorgd', { sentAt: at(1) });
    await write(chat.id, anna, bram, 'vastgehouden', { sentAt: at(2), held: true });
    expect((await world().conversations.messagesFor(chat.id, anna, 10)).map((m) => m.body)).toEqual(['bezorgd', 'vastgehouden']);
    expect((await world().conversations.messagesFor(chat.id, bram, 10)).map((m) => m.body)).toEqual(['bezorgd']);
  });

  it('shows no messages to a member outside the conversation', async () => {
    const { anna, bram, chat } = await pair();
    const carla = await addMember(world());
    await write(chat.id, anna, bram, 'privé');
    expect(await world().conversations.messagesFor(chat.id, carla, 10)).toEqual([]);
  });

  it('counts a delivered message as unread for its recipient until she reads the conversation; a held one not at all', async () => {
    const { anna, bram, chat } = await pair();
    await write(chat.id, anna, bram, 'een');
    await write(chat.id, anna, bram, 'twee');
    await write(chat.id, anna, bram, 'vastgehouden', { held: true });
    expect(await world().conversations.unreadOf(chat.id, bram)).toBe(2);
    expect(await world().conversations.unreadOf(chat.id, anna)).toBe(0);

    await world().conversations.markRead(chat.id, bram);
    expect(await world().conversations.unreadOf(chat.id, bram)).toBe(0);
    await write(chat.id, anna, bram, 'drie');
    expect(await world().conversations.unreadOf(chat.id, bram)).toBe(1);
  });

  it('lists her chats by their last delivered message, newest first, with the other’s profile, her unread count and the excerpt', async () => {
    const anna = await addMember(world(), { name: 'Anna' });
    const bram = await addMember(world(), { name: 'Bram', gender: 'male' });
    const carl = await addMember(world(), { name: 'Carl', gender: 'male' });
    const dirk = await addMember(world(), { name: 'Dirk', gender: 'male' });
    const withBram = await world().conversations.create(anna, bram, at(1));
    const withCarl = await world().conversations.create(anna, carl, at(2));
    await world().conversations.create(anna, dirk, at(3));
    await write(withBram.id, bram, anna, 'Hoi Anna', { sentAt: at(10) });
    await write(withCarl.id, anna, carl, 'Hallo Carl', { sentAt: at(5) });
    await write(withCarl.id, carl, anna, '', { sentAt: at(6), attachment: { kind: 'gift', gift: 'rose' } });
    // A held message reveals nothing to Anna: it does not move Carl's chat up.
    await write(withCarl.id, carl, anna, 'vastgehouden', { sentAt: at(20), held: true });

    const chats = await world().conversations.listFor(anna, today);
    expect(chats.map((c) => [c.id, c.profile.name, c.numUnreadMessages])).toEqual([
      [withBram.id, 'Bram', 1],
      [withCarl.id, 'Carl', 1],
    ]);
    expect(chats[0]!.profile).toMatchObject({ id: bram, name: 'Bram', gender: 'male', age: 36 });
    expect(chats[0]!.lastMessage).toEqual({ body: 'Hoi Anna', sentAt: at(10), fromMe: false, kind: 'text' });
    expect(chats[1]!.lastMessage).toEqual({ body: '', sentAt: at(6), fromMe: false, kind: 'gift' });
    expect((await world().conversations.listFor(carl, today))[0]!.lastMessage).toEqual({ body: 'vastgehouden', sentAt: at(20), fromMe: true, kind: 'text' });
  });

  it('orders chats of the same moment by the newer conversation first', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const carl = await addMember(world());
    const first = await world().conversations.create(anna, bram, at(1));
    const second = await world().conversations.create(anna, carl, at(1));
    await write(first.id, bram, anna, 'een', { sentAt: at(5) });
    await write(second.id, carl, anna, 'twee', { sentAt: at(5) });
    expect((await world().conversations.listFor(anna, today)).map((c) => c.id)).toEqual([second.id, first.id]);
  });

  it('leaves out chats with members blocked either way or not seen by others, unless asked for her own export, and their unread counts', async () => {
    const anna = await addMember(world());
    const others = [];
    for (let i = 0; i < 5; i++) others.push(await addMember(world()));
    const [blockedByHer, blockingHer, deleted, unconfirmed, ordinary] = others as [MemberId, MemberId, MemberId, MemberId, MemberId];
    for (const other of others) {
      const chat = await world().conversations.create(anna, other, at(0));
      await write(chat.id, other, anna, 'hoi');
    }
    await world().blocks.block(anna, blockedByHer, at(0));
    await world().blocks.block(blockingHer, anna, at(0));
    await world().given.member(deleted, { status: 'deleted' });
    await world().given.member(unconfirmed, { status: 'not_confirmed' });

    expect((await world().conversations.listFor(anna, today)).map((c) => c.profile.id)).toEqual([ordinary]);
    expect(await world().conversations.unreadTotalFor(anna)).toBe(1);
    expect((await world().conversations.listFor(anna, today, { includeHidden: true })).map((c) => c.profile.id).sort()).toEqual([...others].sort());
  });

  it('totals the unread counts of the chats she sees', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const carl = await addMember(world());
    const withBram = await world().conversations.create(anna, bram, at(0));
    const withCarl = await world().conversations.create(anna, carl, at(0));
    await write(withBram.id, bram, anna, 'een');
    await write(withBram.id, bram, anna, 'twee');
    await write(withCarl.id, carl, anna, 'drie');
    await write(withCarl.id, carl, anna, 'wacht', { held: true });
    expect(await world().conversations.unreadTotalFor(anna)).toBe(3);
    await world().conversations.markRead(withBram.id, anna);
    expect(await world().conversations.unreadTotalFor(anna)).toBe(1);
    expect(await world().conversations.unreadTotalFor(bram)).toBe(0);
  });

  it('takes a chat off her list with what was written, for her alone, until a new message brings it back with only that', async () => {
    const { anna, bram, chat } = await pair();
    await write(chat.id, bram, anna, 'oud', { sentAt: at(1) });
    await world().conversations.removeFor(chat.id, anna);

    expect(await world().conversations.listFor(anna, today)).toEqual([]);
    expect(await world().conversations.messagesFor(chat.id, anna, 10)).toEqual([]);
    expect(await world().conversations.unreadOf(chat.id, anna)).toBe(0);
    expect((await world().conversations.messagesFor(chat.id, bram, 10)).map((m) => m.body)).toEqual(['oud']);
    expect(await world().conversations.countFor(anna)).toBe(1);

    await write(chat.id, bram, anna, 'nieuw', { sentAt: at(2) });
    expect((await world().conversations.messagesFor(chat.id, anna, 10)).map((m) => m.body)).toEqual(['nieuw']);
    expect((await world().conversations.listFor(anna, today)).map((c) => [c.id, c.numUnreadMessages, c.lastMessage?.body])).toEqual([[chat.id, 1, 'nieuw']]);
  });

  it('removes nothing for a member outside the conversation', async () => {
    const { anna, bram, chat } = await pair();
    const carla = await addMember(world());
    await write(chat.id, bram, anna, 'blijft');
    await world().conversations.removeFor(chat.id, carla);
    expect((await world().conversations.messagesFor(chat.id, anna, 10)).map((m) => m.body)).toEqual(['blijft']);
    expect(await world().conversations.unreadOf(chat.id, anna)).toBe(1);
  });
}
