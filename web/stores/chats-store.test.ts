import type { ApiChat, ApiMessage } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';
import { ChatsStore } from './chats-store';

const noCalls = { markRead: async () => ({ ok: true, data: { ok: true } }) } as unknown as Api;

const chat = (id: number, unread = 0): ApiChat => ({
  id,
  profile: { id: 7 } as ApiChat['profile'],
  num_unread_messages: unread,
  last_message: null,
});
const message = (changes: Partial<ApiMessage>): ApiMessage => ({
  id: 1,
  conversation_id: 3,
  sender_id: 5,
  body: 'Hoi Bram!',
  sent_at: '2026-11-23T10:00:00.000Z',
  held: false,
  attachment: null,
  ...changes,
});

describe('the open conversation', () => {
  it('holds the page’s messages as they are, so the list renders again only the rows that change', () => {
    const store = new ChatsStore({ unread: 0, list: [chat(3)] }, noCalls);
    const first = message({ id: 1 });
    store.open(3, [first]);
    expect(store.messages[0]).toBe(first);
    store.receive(message({ id: 2, sender_id: 7 }), 5);
    expect(store.messages[0]).toBe(first);
    expect(store.messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it('keeps a held message held, so an unconfirmed sender sees the note without a reload', () => {
    const store = new ChatsStore({ unread: 0, list: [chat(3)] }, noCalls);
    store.open(3, []);

    store.receive(message({ held: true }), 5);

    expect(store.messages).toEqual([message({ held: true })]);
  });

  it('shows a delivered message as delivered, once', () => {
    const store = new ChatsStore({ unread: 0, list: [chat(3)] }, noCalls);
    store.open(3, []);

    store.receive(message({ sender_id: 7 }), 5);
    store.receive(message({ sender_id: 7 }), 5);

    expect(store.messages).toEqual([message({ sender_id: 7 })]);
    expect(store.list?.[0]?.num_unread_messages).toBe(0);
  });
});

describe('the unread total (the Messages badge and the title prefix)', () => {
  it('is the server’s total on a page without the list, raised by a live message from someone else only', () => {
    const store = new ChatsStore({ unread: 4, list: null }, noCalls);

    expect(store.unreadTotal).toBe(4);
    expect(store.receive(message({ id: 8, sender_id: 7, conversation_id: 9 }), 5)).toBe(false);
    store.receive(message({ id: 9, sender_id: 5, conversation_id: 9 }), 5);

    expect(store.unreadTotal).toBe(5);
    expect(store.list).toBeNull();
  });

  it('is the sum of the list’s counts where the page shows the list', () => {
    const store = new ChatsStore({ unread: 99, list: [chat(3, 2), chat(4, 1)] }, noCalls);

    store.receive(message({ id: 8, sender_id: 7, conversation_id: 4 }), 5);

    expect(store.unreadTotal).toBe(4);
  });

  it('takes the server’s total at a page change and lets an earlier list go; a page with the list brings it fresh', () => {
    const store = new ChatsStore({ unread: 0, list: [chat(3, 2)] }, noCalls);

    store.fromServer(6, null);
    expect(store.list).toBeNull();
    expect(store.unreadTotal).toBe(6);

    store.fromServer(6, [chat(3, 1), chat(4, 3)]);
    expect(store.list?.map((c) => c.id)).toEqual([3, 4]);
    expect(store.unreadTotal).toBe(4);
  });

  it('needs the server when I read a conversation in another tab and there is no list to tell how many it had', () => {
    const withoutList = new ChatsStore({ unread: 3, list: null }, noCalls);
    const withList = new ChatsStore({ unread: 0, list: [chat(3, 2), chat(4, 1)] }, noCalls);

    expect(withoutList.read(3, 5, 5)).toBe(true);
    expect(withList.read(3, 5, 5)).toBe(false);
    expect(withList.unreadTotal).toBe(1);
  });

  it('polls only the total where the page shows no list', async () => {
    const endpoints = { chats: async () => ({ ok: true, status: 200, data: { chats: [chat(3, 2), chat(4, 5)] } }) } as unknown as Api;
    const store = new ChatsStore({ unread: 1, list: null }, endpoints);

    await store.reload();

    expect(store.unreadTotal).toBe(7);
    expect(store.list).toBeNull();
  });
});

describe('removing a chat', () => {
  it('takes it off the list at once and keeps it off when the server agrees', async () => {
    const calls: unknown[] = [];
    const endpoints = { removeChat: async (request: unknown) => (calls.push(request), { ok: true as const, data: { ok: true as const } }) } as unknown as Api;
    const store = new ChatsStore({ unread: 2, list: [chat(3, 2), chat(4)] }, endpoints);

    const removing = store.remove(3);
    expect(store.list?.map((c) => c.id)).toEqual([4]);
    expect(await removing).toBe(true);
    expect(calls).toEqual([{ conversation_id: 3 }]);
    expect(store.unreadTotal).toBe(0);
  });

  it('reloads the list from the server when the removal fails, and says so', async () => {
    const endpoints = {
      removeChat: async () => ({ ok: false as const, error: { error: 'server_error' } }),
      chats: async () => ({ ok: true as const, data: { chats: [chat(3, 1), chat(4)] } }),
    } as unknown as Api;
    const store = new ChatsStore({ unread: 1, list: [chat(3, 1), chat(4)] }, endpoints);

    expect(await store.remove(3)).toBe(false);
    expect(store.list?.map((c) => c.id)).toEqual([3, 4]);
  });
});

describe('typing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows that the other member types in the open conversation until a while passes or her message comes', () => {
    const store = new ChatsStore({ unread: 0, list: [chat(3)] }, noCalls);
    store.open(3, []);
    store.typing(4, 7, 5);
    expect(store.otherTyping).toBe(false);
    store.typing(3, 5, 5);
    expect(store.otherTyping).toBe(false);

    store.typing(3, 7, 5);
    expect(store.otherTyping).toBe(true);
    vi.advanceTimersByTime(6000);
    expect(store.otherTyping).toBe(false);

    store.typing(3, 7, 5);
    store.receive(message({ sender_id: 7 }), 5);
    expect(store.otherTyping).toBe(false);
  });

  it('says that she types at most every three seconds, and only with a live socket and an open conversation', () => {
    const said: number[] = [];
    const store = new ChatsStore({ unread: 0, list: [chat(3)] }, noCalls);
    store.typed(1000);
    store.useLive((id) => said.push(id));
    store.typed(1000);
    store.open(3, []);
    store.typed(10_000);
    store.typed(11_000);
    store.typed(13_000);
    expect(said).toEqual([3, 3]);
  });
});

describe('a message arriving elsewhere', () => {
  it('is noted with its sender’s name for the toast, but not one in the open conversation or one of my own', () => {
    const store = new ChatsStore({ unread: 0, list: [{ ...chat(3), profile: { id: 7, name: 'Bram' } as ApiChat['profile'] }, chat(4)] }, noCalls);
    store.open(4, []);
    store.receive(message({ conversation_id: 4, sender_id: 7 }), 5);
    store.receive(message({ id: 2, conversation_id: 3, sender_id: 5 }), 5);
    expect(store.arrivedElsewhere).toBeNull();

    store.receive(message({ id: 3, conversation_id: 3, sender_id: 7 }), 5);
    expect(store.arrivedElsewhere).toEqual({ messageId: 3, conversationId: 3, from: 'Bram' });
  });
});
