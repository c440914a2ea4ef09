import type { PageContext } from 'vike/types';
import type { ConversationData } from './+data';

export default (pageContext: PageContext) => {
  const data = pageContext.data as ConversationData | undefined;
  return `${data?.conversation.profile.name ?? ''} · ${pageContext.store?.settings.settings.name ?? ''}`;
};
