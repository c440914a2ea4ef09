import { makeAutoObservable, observableShallow } from 'mobx';
import type { ApiChat, ApiConversation, ApiMessage, LiveMessage } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';
import type { Problem } from '../api/problem';

/** How often the browser says she is typing, and how long the other side shows it without a new word. */
export const TYPING_SAY_MS = 3000;
const LAST_OPENED_KEY = 'hs_last_chat';
export const TYPING_SHOWN_MS = 6000;

/**
 * A message of hers on its way (issue 27): shown in the conversation at once, and kept there when it could not be sent
 * (no connection, out of credits), with its problem, to try again or remove. Gone when the server has it.
 */
export interface OutgoingMessage {
  readonly key: string;
  /**
   * The Idempotency-Key of its sending, kept for her "Opnieuw proberen": when a try reached the server but its answer
   * was lost, the retry gets the stored message back instead of sending and charging it twice. A new one only after the
   * server answered that it refused it (then nothing was stored, and the same key would only bring the refusal back).
   */
  readonly idempotencyKey: string;
  readonly conversationId: number;
  readonly body: string;
  readonly sentAt: string;
  readonly state: 'sending' | 'failed';
  readonly problem: Problem | null;
}

let outgoingSeq = 0;

const unreadOf = (list: readonly ApiChat[]) => list.reduce((sum, chat) => sum + chat.num_unread_messages, 0);

/** Unread total, the conversation list where a page shows it, and the one open conversation. */
export class ChatsStore {
  /** The chat list, kept current by live events; null where the page does not show it (the server did not send it). */
  list: ApiChat[] | null;
  /** The server's total of unread messages, kept current by live events while there is no list to sum. */
  private unreadWithoutList: number;
  openId: number | null = null;
  messages: ApiMessage[] = [];
  /** The newest of my messages in the open conversation that the other member has read (a `read` live event). */
  readUpTo: number | null = null;
  /** The other member of the open conversation is typing (a `typing` live event), until a message or the timeout. */
  otherTyping = false;
  private typingTimer: ReturnType<typeof setTimeout> | undefined;
  /** The live socket's way out, when the tab has one (startSync): what the member is typing is said through it. */
  private sayTyping: ((conversationId: number) => void) | null = null;
  private lastSaidTyping = 0;
  /** The newest message that arrived for her outside the open conversation, for its toast; null before any. */
  arrivedElsewhere: { readonly messageId: number; readonly conversationId: number; readonly from: string | null } | null = null;
  /** Her messages on their way or not sent, of every conversation of this tab (issue 27). */
  outgoing: OutgoingMessage[] = [];

  constructor(
    from: { readonly unread: number; readonly list: readonly ApiChat[] | null },
    private readonly endpoints: Pick<Api, 'chats' | 'conversation' | 'removeChat' | 'markRead'>,
  ) {
    this.unreadWithoutList = from.unread;
    this.list = from.list ? [...from.list] : null;
    makeAutoObservable<this, 'endpoints' | 'typingTimer' | 'sayTyping' | 'lastSaidTyping'>(this, {
      // The server's messages as they are, never changed in place: a message keeps its identity, so the list renders
      // again only the rows that are new (web/components/chat/message-list.tsx).
      messages: observableShallow,
      endpoints: false,
      typingTimer: false,
      sayTyping: false,
      lastSaidTyping: false,
    });
  }

  /** The open conversation's messages of hers on their way or not sent, oldest first. */
  get openOutgoing(): readonly OutgoingMessage[] {
    return this.outgoing.filter((message) => message.conversationId === this.openId);
  }

  /** A text she sends: shown at once as on its way; its key names it until the server answers. */
  queue(conversationId: number, body: string, idempotencyKey: string, now = new Date()): string {
    const key = `out-${++outgoingSeq}`;
    this.outgoing.push({ key, conversationId, body, idempotencyKey, sentAt: now.toISOString(), state: 'sending', problem: null });
    return key;
  }

  /** Sent again after it failed. */
  resending(key: string) {
    this.outgoing = this.outgoing.map((message) => (message.key === key ? { ...message, state: 'sending', problem: null } : message));
  }

  /** Not sent: it stays, said so, with why; with the key its next try sends (its own unless the server refused it). */
  failed(key: string, problem: Problem | null, idempotencyKey?: string) {
    this.outgoing = this.outgoing.map((message) =>
      message.key === key ? { ...message, state: 'failed', problem, idempotencyKey: idempotencyKey ?? message.idempotencyKey } : message,
    );
  }

  /** The server has it (and the conversation shows the server's message), or she removed it. */
  discard(key: string) {
    this.outgoing = this.outgoing.filter((message) => message.key !== key);
  }

  /** SPEC §4: the Messages badge and the title prefix. The list's own counts when there is one. */
  get unreadTotal() {
    return this.list ? unreadOf(this.list) : this.unreadWithoutList;
  }

  /**
   * The server's state at a page change: its total, and the list where the page shows it. Elsewhere the list is let
   * go: the fresh total says more than a list kept since an earlier page.
   */
  fromServer(unread: number, list: readonly ApiChat[] | null) {
    this.unreadWithoutList = unread;
    if (list) this.setList(list);
    else this.list = null;
  }

  setList(list: readonly ApiChat[]) {
    this.list = list.map((chat) => (chat.id === this.openId ? { ...chat, num_unread_messages: 0 } : chat));
  }

  /** SPEC §4: opening a conversation sets its unread count to zero. */
  open(id: number, messages: readonly ApiMessage[], readUpTo: number | null = null) {
    this.openId = id;
    this.rememberLastOpened(id);
    this.messages = [...messages];
    this.readUpTo = readUpTo;
    this.markRead(id);
  }

  close(id: number) {
    if (this.openId === id) {
      this.openId = null;
      this.messages = [];
      this.readUpTo = null;
      this.stopTyping();
    }
  }

  /** SPEC §3: the last opened chat, kept in the browser so the chat list can take her back to it. */
  lastOpened: { readonly id: number; readonly at: string } | null = null;

  private rememberLastOpened(id: number) {
    this.lastOpened = { id, at: new Date().toISOString() };
    try {
      globalThis.localStorage?.setItem(LAST_OPENED_KEY, JSON.stringify(this.lastOpened));
    } catch {
      // Storage refused: remembered for this page's life only.
    }
  }

  /** After hydration: the last opened chat of this browser, when it is still in the list. */
  restoreLastOpened() {
    try {
      const stored = JSON.parse(globalThis.localStorage?.getItem(LAST_OPENED_KEY) ?? 'null') as { id?: unknown; at?: unknown } | null;
      if (stored && typeof stored.id === 'number' && typeof stored.at === 'string' && this.list?.some((c) => c.id === stored.id)) {
        this.lastOpened = { id: stored.id, at: stored.at };
      }
    } catch {
      // Nothing usable stored.
    }
  }

  /** The tab's live socket, to say what she types (startSync sets it, and clears it when it stops). */
  useLive(say: ((conversationId: number) => void) | null) {
    this.sayTyping = say;
  }

  /** She types in the open conversation: said at most every TYPING_SAY_MS, the server throttles too. */
  typed(now = Date.now()) {
    if (this.openId === null || !this.sayTyping || now - this.lastSaidTyping < TYPING_SAY_MS) return;
    this.lastSaidTyping = now;
    this.sayTyping(this.openId);
  }

  /** A `typing` live event: the other member types in the open conversation; it ends by itself. */
  typing(conversationId: number, memberId: number, myId: number | undefined) {
    if (conversationId !== this.openId || memberId === myId) return;
    this.otherTyping = true;
    clearTimeout(this.typingTimer);
    this.typingTimer = setTimeout(() => this.stopTyping(), TYPING_SHOWN_MS);
  }

  stopTyping() {
    clearTimeout(this.typingTimer);
    this.otherTyping = false;
  }

  /**
   * SPEC §4: the chat leaves the list at once, then the server is told; when it refuses, the list is the server's again
   * and the caller shows the failure (a browser alert). True when removed.
   */
  async remove(conversationId: number): Promise<boolean> {
    if (this.list) this.list = this.list.filter((chat) => chat.id !== conversationId);
    const answer = await this.endpoints.removeChat({ conversation_id: conversationId }).catch(() => false as const);
    if (answer && answer.ok) return true;
    await this.reload();
    return false;
  }

  /** Whether the message belongs to a conversation the list does not know yet (then the list needs a reload). */
  receive(message: LiveMessage, myId: number | undefined): boolean {
    const fromMe = message.sender_id === myId;
    if (message.conversation_id === this.openId && !fromMe) {
      this.stopTyping();
      // She sees it arrive: read, for the server and the writer's ticks.
      void this.endpoints.markRead({ conversation_id: message.conversation_id }).catch(() => undefined);
    }
    if (message.conversation_id === this.openId && !this.messages.some((m) => m.id === message.id)) {
      // What the server says, held or not: an unconfirmed sender keeps seeing her note until she confirms.
      this.messages.push({ ...message });
    }
    const unread = message.conversation_id === this.openId || fromMe ? 0 : 1;
    if (unread) {
      const from = this.list?.find((c) => c.id === message.conversation_id)?.profile.name ?? null;
      this.arrivedElsewhere = { messageId: message.id, conversationId: message.conversation_id, from };
    }
    if (!this.list) {
      this.unreadWithoutList += unread;
      return false;
    }
    const chat = this.list.find((c) => c.id === message.conversation_id);
    if (!chat) return true;
    const updated: ApiChat = {
      ...chat,
      num_unread_messages: chat.num_unread_messages + unread,
      last_message: { body: message.body, sent_at: message.sent_at, from_me: fromMe, kind: message.attachment?.kind ?? 'text' },
    };
    this.list = [updated, ...this.list.filter((c) => c.id !== chat.id)];
    return false;
  }

  /**
   * A `read` live event: a member opened the conversation. When it was the other member, my messages there are read;
   * when it was me (another tab), nothing in it is unread any more. Whether the total needs the server: without the
   * list, how many messages that conversation had unread is not known here.
   */
  read(conversationId: number, readerId: number, myId: number | undefined): boolean {
    if (readerId === myId) {
      if (!this.list) return true;
      this.markRead(conversationId);
      return false;
    }
    if (conversationId !== this.openId) return false;
    const mine = this.messages.filter((m) => m.sender_id === myId && !m.held);
    const newest = mine.reduce<number | null>((max, m) => (max === null || m.id > max ? m.id : max), null);
    if (newest !== null) this.readUpTo = newest;
    return false;
  }

  private markRead(conversationId: number) {
    if (!this.list) return;
    this.list = this.list.map((chat) => (chat.id === conversationId ? { ...chat, num_unread_messages: 0 } : chat));
  }

  /** The list, or only its total where the page shows no list, as the server has it now (polling, and after the live socket was away). */
  async reload() {
    const answer = await this.endpoints.chats().catch(() => false as const);
    if (answer && answer.ok) this.reloaded(answer.data.chats);
  }

  private reloaded(list: readonly ApiChat[]) {
    if (this.list) this.setList(list);
    else this.unreadWithoutList = unreadOf(list);
  }

  /** The open conversation's messages as the server has them now: those sent while the socket was away included. */
  async reloadOpen() {
    const id = this.openId;
    if (id === null) return;
    const answer = await this.endpoints.conversation({ conversation_id: id }).catch(() => false as const);
    if (answer && answer.ok) this.refreshOpen(answer.data.conversation);
  }

  private refreshOpen(conversation: ApiConversation) {
    if (conversation.id !== this.openId) return;
    this.messages = [...conversation.messages];
    this.readUpTo = conversation.read_up_to;
    this.markRead(conversation.id);
  }
}
