import { ContainerModule } from 'inversify';
import { AnnounceTyping } from '../../domain/chat/announce-typing';
import { MarkRead } from '../../domain/chat/mark-read';
import { ListChats } from '../../domain/chat/list-chats';
import { OpenConversation } from '../../domain/chat/open-conversation';
import { ReadConversation } from '../../domain/chat/read-conversation';
import { RemoveConversation } from '../../domain/chat/remove-conversation';
import { SearchGifs, SendGif } from '../../domain/chat/send-gif';
import { SendChatPhoto } from '../../domain/chat/send-photo';
import { SendMessage } from '../../domain/chat/send-message';
import { UnreadTotal } from '../../domain/chat/unread-total';
import { ReadBadgeCounts } from '../../domain/chat/badge-counts';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const C = USE_CASES.chat;

/** SPEC §3, §4, §6: conversations, messages and what they cost. */
export const chatModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, C.listChats, (d) => new ListChats(d), { conversations: P.conversations, clock: P.clock });
  bindUseCase(bind, C.openConversation, (d) => new OpenConversation(d), { transactions: P.transactions, profiles: P.profiles, blocks: P.blocks, clock: P.clock });
  bindUseCase(bind, C.readConversation, (d) => new ReadConversation(d), { conversations: P.conversations, profiles: P.profiles, clock: P.clock, events: P.events });
  bindUseCase(bind, C.sendMessage, (d) => new SendMessage(d), {
    transactions: P.transactions,
    clock: P.clock,
    events: P.events,
    settings: P.settings,
    rateLimiter: P.rateLimiter,
  });
  bindUseCase(bind, C.sendChatPhoto, (d) => new SendChatPhoto(d), {
    images: P.images,
    storage: P.photoStorage,
    sendMessage: C.sendMessage,
    rateLimiter: P.rateLimiter,
    clock: P.clock,
  });
  bindUseCase(bind, C.searchGifs, (d) => new SearchGifs(d), { gifs: P.gifs });
  bindUseCase(bind, C.sendGif, (d) => new SendGif(d), { gifs: P.gifs, sendMessage: C.sendMessage });
  bindUseCase(bind, C.markRead, (d) => new MarkRead(d), { conversations: P.conversations, events: P.events });
  bindUseCase(bind, C.announceTyping, (d) => new AnnounceTyping(d), { conversations: P.conversations, blocks: P.blocks, events: P.events, clock: P.clock });
  bindUseCase(bind, C.removeConversation, (d) => new RemoveConversation(d), { conversations: P.conversations });
  bindUseCase(bind, C.unreadTotal, (d) => new UnreadTotal(d), { conversations: P.conversations });
  bindUseCase(bind, C.badgeCounts, (d) => new ReadBadgeCounts(d), { badgeCounts: P.badgeCounts, clock: P.clock });
});
