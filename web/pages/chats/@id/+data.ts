import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { recordIdFrom } from '../../../../bff/contract/fields';
import type { ApiConversation } from '../../../../bff/contract/api-types';

export interface ConversationData {
  readonly conversation: ApiConversation;
}

export async function data(pageContext: PageContextServer): Promise<ConversationData> {
  const id = recordIdFrom(pageContext.routeParams.id);
  const conversation = id === undefined ? undefined : await pageContext.services.conversation(id);
  if (!conversation) throw render(404);
  return { conversation };
}
