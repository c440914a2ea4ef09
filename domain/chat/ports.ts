import type { MemberAccount } from '../accounts/member';
import type { ConversationId, MemberId } from '../shared/ids';
import type { Credits } from '../shared/quantities';
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

/** What a send decides on (SendMessage), read in one step with the sender's row locked until the transaction ends. */
export interface SendingContext {
  /** The sender, locked: her credits and free messages are the ones the debit will meet. */
  readonly sender: MemberAccount;
  /** Only when she takes part in it. */
  readonly conversation: Conversation | undefined;
  /** The other member, when the conversation is hers. */
  readonly recipient: Pick<MemberAccount, 'id' | 'status'> | undefined;
  /** A block between the two, either way. */
  readonly blocked: boolean;
  /** Whether anyone wrote in the conversation yet (`Conversations.hasMessages`). */
  readonly started: boolean;
  /** Her conversations that hold a message (`Conversations.countFor`); 0 for a premium member, whom no limit binds. */
  readonly openConversations: number;
}

/** A message with what it costs the sender: a free message, or credits written to the ledger. */
export interface ChargedMessage extends NewMessage {
  readonly charge: { readonly kind: 'free_message' } | { readonly kind: 'credits'; readonly amount: Credits; readonly reason: 'message' | 'gift' | 'photo' };
  /**
   * When set, the message is stored only if the conversation holds a message already or the sender's started
   * conversations are fewer than this, counted again as the store sees them (a parallel send may have started one).
   */
  readonly startLimit?: number;
}

/** The send's two steps inside one transaction (decision 0050): read under the sender's lock, then write everything. */
export interface MessageSends {
  /** Locks the sender and reads her conversation, its other member, blocks and her allowance; undefined when she has no account. */
  open(sender: MemberId, conversation: ConversationId): Promise<SendingContext | undefined>;
  /**
   * Stores the message, its charge (free message, or debit and ledger row), the conversation's order and the
   * recipient's unread count (a held message moves neither); `conversation_limit` when `startLimit` refuses it.
   */
  store(message: ChargedMessage): Promise<{ readonly message: ChatMessage; readonly balance: Credits } | 'conversation_limit'>;
}
