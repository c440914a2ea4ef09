import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ApiConversation } from '../../../../bff/contract/api-types';

export interface ConversationData {
  readonly conversation: ApiConversation;
}

export async function data(pageContext: PageContextServer): Promise<ConversationData> {
  const id = Number(pageContext.routeParams.id);
  const conversation = Number.isInteger(id) && id > 0 ? await pageContext.services.conversation(id) : undefined;
  if (!conversation) throw render(404);
  return { conversation };
}
