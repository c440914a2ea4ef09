export type MemberId = number & { readonly __id: 'member' };
export type ConversationId = number & { readonly __id: 'conversation' };
export type MessageId = number & { readonly __id: 'message' };

export const memberId = (id: number): MemberId => id as MemberId;
export const conversationId = (id: number): ConversationId => id as ConversationId;
export const messageId = (id: number): MessageId => id as MessageId;
