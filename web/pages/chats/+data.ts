import type { PageContextServer } from 'vike/types';
import { loadChatList } from './chat-list';

/** `failed`: the list could not be loaded; the page says so and offers to try again (issue 27). */
export interface ChatsData {
  readonly failed: boolean;
}

/** The chat list is store state: it travels in the snapshot (chat-list.ts), so the page's own data is whether it came. */
export async function data(pageContext: PageContextServer): Promise<ChatsData> {
  const failed = await loadChatList(pageContext).then(
    () => false,
    () => true,
  );
  return { failed };
}
