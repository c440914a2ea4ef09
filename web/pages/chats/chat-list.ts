import type { PageContextServer } from 'vike/types';

/**
 * For the pages that show the chat list (/chats, /chats/@id): loads it into this request's store and its snapshot, so
 * the browser's store gets it the way it gets the rest (passToClient: snapshot). Every other page has only the totals.
 */
export async function loadChatList(pageContext: PageContextServer): Promise<void> {
  const chats = await pageContext.services.chats();
  const { snapshot, store } = pageContext;
  if (snapshot) pageContext.snapshot = { ...snapshot, chats };
  store.chats.fromServer(snapshot?.counts.unread_messages ?? store.chats.unreadTotal, chats);
}
