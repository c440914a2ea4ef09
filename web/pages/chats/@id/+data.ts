import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { recordIdFrom } from '../../../../bff/contract/fields';
import type { ApiConversation } from '../../../../bff/contract/api-types';
import { loadChatList } from '../chat-list';

export interface ConversationData {
  readonly conversation: ApiConversation;
  /** The chat list beside it could not be loaded: the conversation shows, the list's column says so (issue 27). */
  readonly listFailed: boolean;
}

export async function data(pageContext: PageContextServer): Promise<ConversationData> {
  const id = recordIdFrom(pageContext.routeParams.id);
  const conversation = id === undefined ? undefined : await pageContext.services.conversation(id);
  if (!conversation) throw render(404);
  // After reading it: the list shows this conversation read. A list that fails does not take the conversation with it.
  const listFailed = await loadChatList(pageContext).then(
    () => false,
    () => true,
  );
  return { conversation, listFailed };
}
