import { Router } from 'express';
import { conversationId, memberId } from '../../domain/shared/ids';
import type { AppDependencies } from '../app-dependencies';
import { conversationQuery, gifQuery, openChatBody, removeChatBody, sendMessageBody } from '../contract/requests';
import { idempotent } from '../http/idempotency';
import { parseInput } from '../http/input-error';
import { readPhoto } from '../http/photo-upload';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';
import { toApiChat, toApiConversation, toApiMessage } from '../presenters';

/** Conversations and messages: every call is the member's own; another member's conversation is a 404. */
export function chatRoutes(
  deps: Pick<AppDependencies, 'chat' | 'clock' | 'idempotencyKeys' | 'privateMedia'>,
): Router {
  const router = Router();
  router.use(['/chats.php', '/chat.php', '/messages.php', '/read.php', '/chat-photo.php', '/gifs.php'], requireMember);
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

  // SPEC §7: the conversation id in the body; the query too, as some proxies drop the body of a DELETE.
  router.delete('/chat.php', async (req, res) => {
    const { conversation_id, profile_id } = parseInput(removeChatBody, { ...req.query, ...(req.body as object | undefined) });
    const chat = conversation_id !== undefined ? { conversation: conversationId(conversation_id) } : { profile: memberId(profile_id!) };
    await deps.chat.removeConversation.run(contextOf(res).memberId!, chat);
    res.json({ ok: true });
  });

  router.get('/gifs.php', async (req, res) => {
    const { q } = parseInput(gifQuery, req.query);
    res.json({ gifs: await deps.chat.searchGifs.run(q) });
  });

  // A message arrived in the conversation she has open: read at once.
  router.post('/read.php', async (req, res) => {
    const { conversation_id } = parseInput(conversationQuery, { ...req.query, ...(req.body as object | undefined) });
    await deps.chat.markRead.run(contextOf(res).memberId!, conversationId(conversation_id));
    res.json({ ok: true });
  });

  router.get('/messages.php', async (req, res) => {
    const { conversation_id } = parseInput(conversationQuery, req.query);
    const me = contextOf(res).memberId!;
    const conversation = await deps.chat.readConversation.run(me, conversationId(conversation_id));
    res.json({ conversation: toApiConversation(conversation, deps.privateMedia.pathsFor(me)) });
  });

  router.post('/messages.php', once, async (req, res) => {
    const { conversation_id, text, gift_id, gif_id } = parseInput(sendMessageBody, req.body);
    const { settings, memberId: sender } = contextOf(res);
    const attachment = gift_id === undefined ? undefined : ({ kind: 'gift', gift: gift_id } as const);
    const sent =
      gif_id !== undefined
        ? await deps.chat.sendGif.run({ senderId: sender!, conversationId: conversationId(conversation_id), gifId: gif_id, domain: settings.domain })
        : await deps.chat.sendMessage.run({ senderId: sender!, conversationId: conversationId(conversation_id), text, attachment, domain: settings.domain });
    res.status(201).json({ message: toApiMessage(sent.message, deps.privateMedia.pathsFor(sender)), credits: sent.balance });
  });

  // A photo in a conversation: multipart, the field `photo` and the field `conversation_id`.
  router.post('/chat-photo.php', once, async (req, res) => {
    const { settings, memberId: sender } = contextOf(res);
    const { bytes, fields } = await readPhoto(req, Math.floor(settings.upload_max_megabytes * 1024 * 1024));
    const { conversation_id } = parseInput(conversationQuery, fields);
    const sent = await deps.chat.sendChatPhoto.run({
      senderId: sender!,
      conversationId: conversationId(conversation_id),
      bytes,
      maxMegapixels: settings.upload_max_megapixels,
      domain: settings.domain,
    });
    res.status(201).json({ message: toApiMessage(sent.message, deps.privateMedia.pathsFor(sender)), credits: sent.balance });
  });

  return router;
}
