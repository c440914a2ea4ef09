import type { LiveMessage } from '../realtime/live-event';
import type { ChatMessage } from './conversation';

export const toLiveMessage = (message: ChatMessage): LiveMessage => ({
  id: message.id,
  conversation_id: message.conversationId,
  sender_id: message.senderId,
  body: message.body,
  sent_at: message.sentAt.toISOString(),
  held: message.held,
});
