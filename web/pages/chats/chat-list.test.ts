import type { PageContextServer } from 'vike/types';
import type { ApiChat, ApiConversation } from '../../../bff/contract/api-types';
import { profile, testStore } from '../../../test/support/web/test-store';
import { data as chatsData } from './+data';
import { data as conversationData } from './@id/+data';

const conversation: ApiConversation = { id: 3, profile: profile({ id: 7, name: 'Bram' }), messages: [], read_up_to: null };
const chat: ApiChat = { id: 3, profile: profile({ id: 7, name: 'Bram' }), num_unread_messages: 2, last_message: null };

/** The server's page context of /chats or /chats/3 whose chat list answers `chats` (or fails). */
function contextWith(chats: () => Promise<readonly ApiChat[]>) {
  const { store } = testStore({}, { chats: null });
  const services = { chats, conversation: async (id: number) => (id === 3 ? conversation : undefined) };
  return { services, store, routeParams: { id: '3' } } as unknown as PageContextServer;
}

describe('the chat pages\' data when the chat list fails (issue 27)', () => {
  it('gives the conversation with its list said not loaded, instead of failing the page', async () => {
    const pageContext = contextWith(() => Promise.reject(new Error('chat list unavailable')));
    expect(await conversationData(pageContext)).toEqual({ conversation, listFailed: true });
  });

  it('gives the conversation and its list when both load', async () => {
    const pageContext = contextWith(async () => [chat]);
    expect(await conversationData(pageContext)).toEqual({ conversation, listFailed: false });
    expect(pageContext.store.chats.list).toEqual([chat]);
  });

  it('says on /chats that the list failed', async () => {
    expect(await chatsData(contextWith(() => Promise.reject(new Error('chat list unavailable'))))).toEqual({ failed: true });
  });
});
