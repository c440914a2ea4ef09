import { makeAutoObservable } from 'mobx';
import type { ApiChat, ApiMessage, LiveMessage } from '../../bff/contract/api-types';

/** Conversation list, unread totals and the one open conversation. */
export class ChatsStore {
  list: ApiChat[];
  openId: number | null = null;
  messages: ApiMessage[] = [];

  constructor(list: readonly ApiChat[]) {
    this.list = [...list];
    makeAutoObservable(this);
  }

  get unreadTotal() {
    return this.list.reduce((sum, chat) => sum + chat.num_unread_messages, 0);
  }

  setList(list: readonly ApiChat[]) {
    this.list = list.map((chat) => (chat.id === this.openId ? { ...chat, num_unread_messages: 0 } : chat));
  }

  /** SPEC §4: opening a conversation sets its unread count to zero. */
  open(id: number, messages: readonly ApiMessage[]) {
    this.openId = id;
    this.messages = [...messages];
    this.list = this.list.map((chat) => (chat.id === id ? { ...chat, num_unread_messages: 0 } : chat));
  }

  close(id: number) {
    if (this.openId === id) {
      this.openId = null;
      this.messages = [];
    }
  }

  /** Whether the message belongs to a conversation the list does not know yet (then the list needs a reload). */
  receive(message: LiveMessage, myId: number | undefined): boolean {
    const fromMe = message.sender_id === myId;
    if (message.conversation_id === this.openId && !this.messages.some((m) => m.id === message.id)) {
      // What the server says, held or not: an unconfirmed sender keeps seeing her note until she confirms.
      this.messages.push({ ...message });
    }
    const chat = this.list.find((c) => c.id === message.conversation_id);
    if (!chat) return true;
    const unread = message.conversation_id === this.openId || fromMe ? 0 : 1;
    const updated: ApiChat = {
      ...chat,
      num_unread_messages: chat.num_unread_messages + unread,
      last_message: { body: message.body, sent_at: message.sent_at, from_me: fromMe },
    };
    this.list = [updated, ...this.list.filter((c) => c.id !== chat.id)];
    return false;
  }
}
