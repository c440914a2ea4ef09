import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { recordIdFrom } from '../../../../../bff/contract/fields';

export interface ChatWithData {
  readonly profileId: number;
  /** Why no conversation opened: the free member's two conversations are in use (SPEC §6, the premium-only alert). */
  readonly refused: 'conversation_limit' | 'blocked';
}

/**
 * /members/@id/chat (issue 11): opens the conversation with that member and goes there. Opening uses nothing of a
 * free member's allowance: the first message starts the conversation.
 */
export async function data(pageContext: PageContextServer): Promise<ChatWithData> {
  const profileId = recordIdFrom(pageContext.routeParams.id);
  if (profileId === undefined) throw render(404);
  const opened = await pageContext.services.openChat(profileId);
  if (!opened) throw render(404);
  if ('id' in opened) throw redirect(`/chats/${opened.id}`);
  return { profileId, refused: opened.refused };
}
