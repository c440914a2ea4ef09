import { makeAutoObservable } from 'mobx';
import type { ApiChat, ApiConversation, ApiMessage, LiveMessage } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';

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

  constructor(
    from: { readonly unread: number; readonly list: readonly ApiChat[] | null },
    private readonly endpoints: Pick<Api, 'chats' | 'conversation'>,
  ) {
    this.unreadWithoutList = from.unread;
    this.list = from.list ? [...from.list] : null;
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false });
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
  open(id: number, messages: readonly ApiMessage[]) {
    this.openId = id;
    this.messages = [...messages];
    this.readUpTo = null;
    this.markRead(id);
  }

  close(id: number) {
    if (this.openId === id) {
      this.openId = null;
      this.messages = [];
      this.readUpTo = null;
    }
  }

  /** Whether the message belongs to a conversation the list does not know yet (then the list needs a reload). */
  receive(message: LiveMessage, myId: number | undefined): boolean {
    const fromMe = message.sender_id === myId;
    if (message.conversation_id === this.openId && !this.messages.some((m) => m.id === message.id)) {
      // What the server says, held or not: an unconfirmed sender keeps seeing her note until she confirms.
      this.messages.push({ ...message });
    }
    const unread = message.conversation_id === this.openId || fromMe ? 0 : 1;
    if (!this.list) {
      this.unreadWithoutList += unread;
      return false;
    }
    const chat = this.list.find((c) => c.id === message.conversation_id);
    if (!chat) return true;
    const updated: ApiChat = {
      ...chat,
      num_unread_messages: chat.num_unread_messages + unread,
      last_message: { body: message.body, sent_at: message.sent_at, from_me: fromMe },
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
    this.markRead(conversation.id);
  }
}
