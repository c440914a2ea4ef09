import type { PageContextServer } from 'vike/types';
import { loadChatList } from './chat-list';

/** The chat list is store state: it travels in the snapshot (chat-list.ts), so the page has no data of its own. */
export async function data(pageContext: PageContextServer): Promise<void> {
  await loadChatList(pageContext);
}
