import { Router } from 'express';
import { conversationId, memberId } from '../../domain/shared/ids';
import type { AppDependencies } from '../app-dependencies';
import { conversationQuery, openChatBody, sendMessageBody } from '../contract/requests';
import { idempotent } from '../http/idempotency';
import { parseInput } from '../http/input-error';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';
import { toApiChat, toApiConversation, toApiMessage } from '../presenters';
import { requireWithinLimit } from '../../domain/shared/rate-limiter';

/** Conversations and messages: every call is the member's own; another member's conversation is a 404. */
export function chatRoutes(
  deps: Pick<AppDependencies, 'listChats' | 'openConversation' | 'readConversation' | 'sendMessage' | 'rateLimiter' | 'clock' | 'idempotencyKeys'>,
): Router {
  const router = Router();
  router.use(['/chats.php', '/chat.php', '/messages.php'], requireMember);
  const once = idempotent(deps);

  router.get('/chats.php', async (_req, res) => {
    const chats = await deps.listChats.run(contextOf(res).memberId!);
    res.json({ chats: chats.map(toApiChat) });
  });

  router.post('/chat.php', once, async (req, res) => {
    const { profile_id } = parseInput(openChatBody, req.body);
    const conversation = await deps.openConversation.run(contextOf(res).memberId!, memberId(profile_id));
    res.json({ chat: { id: conversation.id } });
  });

  router.get('/messages.php', async (req, res) => {
    const { conversation_id } = parseInput(conversationQuery, req.query);
    const conversation = await deps.readConversation.run(contextOf(res).memberId!, conversationId(conversation_id));
    res.json({ conversation: toApiConversation(conversation) });
  });

  router.post('/messages.php', once, async (req, res) => {
    const { conversation_id, text } = parseInput(sendMessageBody, req.body);
    const { settings, memberId: sender } = contextOf(res);
    // A burst, then a steady rate (security.md): a person typing never meets either.
    await requireWithinLimit(deps.rateLimiter, `message-burst:${sender}`, settings.message_burst_per_10_seconds, 10, deps.clock.now());
    await requireWithinLimit(deps.rateLimiter, `message-hour:${sender}`, settings.messages_per_hour, 3600, deps.clock.now());
    const sent = await deps.sendMessage.run({
      senderId: sender!,
      conversationId: conversationId(conversation_id),
      text,
      messageCredits: settings.message_credits,
      messageLength: settings.message_length,
    });
    res.status(201).json({ message: toApiMessage(sent.message), credits: sent.balance });
  });

  return router;
}
