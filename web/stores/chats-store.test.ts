import type { ApiChat, ApiMessage } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';
import { ChatsStore } from './chats-store';

const noCalls = {} as Api;

const chat = (id: number): ApiChat => ({
  id,
  profile: { id: 7 } as ApiChat['profile'],
  num_unread_messages: 0,
  last_message: null,
});
const message = (changes: Partial<ApiMessage>): ApiMessage => ({
  id: 1,
  conversation_id: 3,
  sender_id: 5,
  body: 'Hoi Bram!',
  sent_at: '2026-11-23T10:00:00.000Z',
  held: false,
  ...changes,
});

describe('the open conversation', () => {
  it('keeps a held message held, so an unconfirmed sender sees the note without a reload', () => {
    const store = new ChatsStore([chat(3)], noCalls);
    store.open(3, []);

    store.receive(message({ held: true }), 5);

    expect(store.messages).toEqual([message({ held: true })]);
  });

  it('shows a delivered message as delivered, once', () => {
    const store = new ChatsStore([chat(3)], noCalls);
    store.open(3, []);

    store.receive(message({ sender_id: 7 }), 5);
    store.receive(message({ sender_id: 7 }), 5);

    expect(store.messages).toEqual([message({ sender_id: 7 })]);
    expect(store.list[0]?.num_unread_messages).toBe(0);
  });
});
