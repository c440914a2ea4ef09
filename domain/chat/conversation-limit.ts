/** SPEC §6: a free member has at most 2 conversations; premium members have no limit. */
export const FREE_CONVERSATION_LIMIT = 2;

export const canOpenConversation = (member: { paidUser: boolean }, openConversations: number): boolean =>
  member.paidUser || openConversations < FREE_CONVERSATION_LIMIT;
