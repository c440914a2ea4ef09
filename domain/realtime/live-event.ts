import type { MemberId } from '../shared/ids';

export interface LiveMessage {
  readonly id: number;
  readonly conversation_id: number;
  readonly sender_id: number;
  readonly body: string;
  readonly sent_at: string;
  /** Sent by a member who has not confirmed yet: stored, shown to her as held, delivered once she confirms. */
  readonly held: boolean;
}

/** What a member's open tabs are told as it happens. */
export type LiveEvent =
  | { readonly type: 'message'; readonly message: LiveMessage }
  | { readonly type: 'credits'; readonly credits: number }
  | { readonly type: 'typing'; readonly conversation_id: number; readonly member_id: number }
  | { readonly type: 'read'; readonly conversation_id: number; readonly member_id: number }
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
