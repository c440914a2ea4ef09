import { Router } from 'express';
import { conversationId, memberId } from '../../domain/shared/ids';
import type { AppDependencies } from '../app-dependencies';
import { conversationQuery, openChatBody, sendMessageBody } from '../contract/requests';
import { idempotent } from '../http/idempotency';
import { parseInput } from '../http/input-error';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';
import { toApiChat, toApiConversation, toApiMessage } from '../presenters';

/** Conversations and messages: every call is the member's own; another member's conversation is a 404. */
export function chatRoutes(
  deps: Pick<AppDependencies, 'chat' | 'clock' | 'idempotencyKeys'>,
): Router {
  const router = Router();
  router.use(['/chats.php', '/chat.php', '/messages.php'], requireMember);
  const once = idempotent(deps);

  router.get('/chats.php', async (_req, res) => {
    const chats = await deps.chat.listChats.run(contextOf(res).memberId!);
    res.json({ chats: chats.map(toApiChat) });
  });

  router.post('/chat.php', once, async (req, res) => {
    const { profile_id } = parseInput(openChatBody, req.body);
    const conversation = await deps.chat.openConversation.run(contextOf(res).memberId!, memberId(profile_id));
    res.json({ chat: { id: conversation.id } });
  });

  router.get('/messages.php', async (req, res) => {
    const { conversation_id } = parseInput(conversationQuery, req.query);
    const conversation = await deps.chat.readConversation.run(contextOf(res).memberId!, conversationId(conversation_id));
    res.json({ conversation: toApiConversation(conversation) });
  });

  router.post('/messages.php', once, async (req, res) => {
    const { conversation_id, text } = parseInput(sendMessageBody, req.body);
    const { settings, memberId: sender } = contextOf(res);
    const sent = await deps.chat.sendMessage.run({ senderId: sender!, conversationId: conversationId(conversation_id), text, domain: settings.domain });
    res.status(201).json({ message: toApiMessage(sent.message), credits: sent.balance });
  });

  return router;
}
