import type { ChatMessage } from './conversation';
import { newestRead } from './read-conversation';
import { conversationId, memberId, messageId } from '../shared/ids';

const me = memberId(1);
const them = memberId(2);
const message = (id: number, sender = me, held = false): ChatMessage => ({
  id: messageId(id),
  conversationId: conversationId(9),
  senderId: sender,
  body: `bericht ${id}`,
  sentAt: new Date(0),
  held,
  attachment: null,
});

describe('the read ticks of my messages', () => {
  const messages = [message(1), message(2, them), message(3), message(4), message(5, me, true)];

  it('are on every delivered message of mine when the other member has nothing unread', () => {
    expect(newestRead(messages, me, 0)).toBe(4);
  });

  it('leave off the last ones she has not read yet', () => {
    expect(newestRead(messages, me, 1)).toBe(3);
    expect(newestRead(messages, me, 2)).toBe(1);
    expect(newestRead(messages, me, 3)).toBeNull();
  });

  it('never count a held message, which she cannot see', () => {
    expect(newestRead([message(5, me, true)], me, 0)).toBeNull();
  });
});
