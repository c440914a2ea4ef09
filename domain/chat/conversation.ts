import type { ConversationId, MemberId, MessageId } from '../shared/ids';
import type { Profile } from '../profiles/profile';
import type { MessageAttachment } from './attachment';

export interface Conversation {
  readonly id: ConversationId;
  readonly memberIds: readonly [MemberId, MemberId];
  readonly createdAt: Date;
}

export interface ChatMessage {
  readonly id: MessageId;
  readonly conversationId: ConversationId;
  readonly senderId: MemberId;
  readonly body: string;
  readonly sentAt: Date;
  /** Held messages come from an unconfirmed sender and are not delivered until they confirm (SPEC §4). */
  readonly held: boolean;
  /** A gift or a photo it carries, or none. */
  readonly attachment: MessageAttachment | null;
}

/** One row of the conversation list (SPEC §3 chats: id, profile, num_unread_messages). */
export interface ChatSummary {
  readonly id: ConversationId;
  readonly profile: Profile;
  readonly numUnreadMessages: number;
  readonly lastMessage: { readonly body: string; readonly sentAt: Date; readonly fromMe: boolean; readonly kind: MessageKind } | null;
}

/** What a message is, for the chat list's excerpt: text, or what it carries. */
export type MessageKind = 'text' | MessageAttachment['kind'];

export const otherMember = (conversation: Conversation, me: MemberId): MemberId =>
  conversation.memberIds[0] === me ? conversation.memberIds[1] : conversation.memberIds[0];

export const isParticipant = (conversation: Conversation, member: MemberId): boolean => conversation.memberIds.includes(member);
