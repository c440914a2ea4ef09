import type { ConversationId, MemberId, MessageId } from '../shared/ids';

/**
 * Something a member should hear about while she is away (issue 23, decision 0055): a message, a like, a match. A use
 * case that causes one adds it to the outbox as ONE row in its own transaction; the outbox worker fans it out into a
 * push per subscription and a mail (FanOutNotice). Only ids: what it says is read when it is fanned out, so a message
 * deleted or a member blocked in between is not announced.
 */
export type MemberNotice =
  | {
      readonly kind: 'message';
      readonly recipientId: MemberId;
      readonly senderId: MemberId;
      readonly conversationId: ConversationId;
      readonly messageId: MessageId;
      /** The first message of the conversation: the sender starts a conversation with her. */
      readonly first: boolean;
    }
  | { readonly kind: 'like'; readonly recipientId: MemberId; readonly likerId: MemberId }
  | { readonly kind: 'match'; readonly recipientId: MemberId; readonly otherId: MemberId };

/** A message notice before its message has an id: the store adds the id in the statement that writes the message. */
export type MessageNoticeDraft = Omit<Extract<MemberNotice, { kind: 'message' }>, 'messageId'>;

/** The notice a like causes: to the liked member, a match when she had liked the liker already. */
export function noticeOfLike(liker: MemberId, liked: MemberId, match: boolean): MemberNotice {
  return match ? { kind: 'match', recipientId: liked, otherId: liker } : { kind: 'like', recipientId: liked, likerId: liker };
}
