import type { ConversationId, MemberId } from '../shared/ids';
import type { MessageAttachment } from './attachment';
import type { ChatMessage, ChatSummary, Conversation } from './conversation';

export interface NewMessage {
  readonly conversationId: ConversationId;
  readonly senderId: MemberId;
  readonly recipientId: MemberId;
  readonly body: string;
  readonly sentAt: Date;
  readonly held: boolean;
  readonly attachment: MessageAttachment | null;
}

export interface Conversations {
  findBetween(a: MemberId, b: MemberId): Promise<Conversation | undefined>;
  /** Her conversations that hold a message (SPEC §6: an empty one is no conversation yet); removed ones still count. */
  countFor(member: MemberId): Promise<number>;
  /** Whether anyone wrote in it yet, held messages included: the first message starts the conversation. */
  hasMessages(id: ConversationId): Promise<boolean>;
  /** Takes it off her list: what was written before is gone for her, a new message brings it back. */
  removeFor(id: ConversationId, member: MemberId): Promise<void>;
  create(a: MemberId, b: MemberId, at: Date): Promise<Conversation>;
  /** The conversation only when the member takes part in it. */
  findForMember(id: ConversationId, member: MemberId): Promise<Conversation | undefined>;
  /** Stores the message; a delivered one raises the recipient's unread count. */
  addMessage(message: NewMessage): Promise<ChatMessage>;
  /**
   * The member's chat list, newest first: conversations with a message she may see since she last removed it.
   * Conversations with deleted or blocked members are left out, unless `includeHidden` (the member's own data
   * export: those messages are theirs too).
   */
  listFor(member: MemberId, today: Date, options?: { includeHidden?: boolean }): Promise<ChatSummary[]>;
  /** The sum of the unread counts of the chat list `listFor` shows (hidden conversations left out), in one cheap query. */
  unreadTotalFor(member: MemberId): Promise<number>;
  /** Oldest first; the member sees their own held messages but never someone else's, nor any from before she removed the chat. */
  messagesFor(id: ConversationId, member: MemberId, limit: number): Promise<ChatMessage[]>;
  markRead(id: ConversationId, member: MemberId): Promise<void>;
  /** How many messages of the conversation the member has not read yet. */
  unreadOf(id: ConversationId, member: MemberId): Promise<number>;
}
