import { useEffect, useRef } from 'react';
import type { ApiConversation, ApiMessage } from '../../../bff/contract/api-types';
import { useStore } from '../../stores/store-context';

/**
 * The conversation of the page, open in the chats store while the page shows it (SPEC §4: opening it reads it): its
 * messages as they arrive (the server's until the store has taken them over), who types, what she read, and the list
 * kept scrolled to the newest.
 */
export function useOpenConversation(conversation: ApiConversation) {
  const store = useStore();
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    store.chats.open(conversation.id, conversation.messages, conversation.read_up_to);
    return () => store.chats.close(conversation.id);
  }, [store, conversation]);

  const isOpen = store.chats.openId === conversation.id;
  const messages: readonly ApiMessage[] = isOpen ? store.chats.messages : conversation.messages;
  const otherTyping = isOpen && store.chats.otherTyping;
  const outgoing = store.chats.openOutgoing.length;

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages.length, otherTyping, outgoing]);

  return { listRef, messages, readUpTo: isOpen ? store.chats.readUpTo : conversation.read_up_to, typingName: otherTyping ? conversation.profile.name : null };
}
