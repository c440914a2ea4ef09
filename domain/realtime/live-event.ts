import type { ChatMessage } from '../chat/conversation';
import type { ConversationId, MemberId } from '../shared/ids';

/** What a member's open tabs are told as it happens (the bff presents each to the browser: bff/presenters.ts). */
export type LiveEvent =
  | { readonly type: 'message'; readonly message: ChatMessage }
  | { readonly type: 'credits'; readonly credits: number }
  | { readonly type: 'typing'; readonly conversationId: ConversationId; readonly memberId: MemberId }
  | { readonly type: 'read'; readonly conversationId: ConversationId; readonly memberId: MemberId }
  /** Someone liked the member (issue 10): her Likes badge and the "New like!" popup. */
  | { readonly type: 'like'; readonly from: MemberId }
  /** A like made a match: both members are told, each with the other's id. */
  | { readonly type: 'match'; readonly with: MemberId }
  /** A session ended (logout): its sockets close, on whichever instance they are. Not passed to the browser. */
  | { readonly type: 'session_ended'; readonly session: string }
  /** All of a member's sessions ended but one, or all (password reset or change, deletion). Not passed to the browser. */
  | { readonly type: 'sessions_ended'; readonly except?: string };

export type Unsubscribe = () => Promise<void>;

/** Carries events to a member's sockets, on whichever bff instance they are connected. */
export interface EventBus {
  publish(to: MemberId, event: LiveEvent): Promise<void>;
  subscribe(member: MemberId, handler: (event: LiveEvent) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}
