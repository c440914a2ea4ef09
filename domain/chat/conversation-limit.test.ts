import { canOpenConversation, FREE_CONVERSATION_LIMIT } from './conversation-limit';

const free = { paidUser: false };
const premium = { paidUser: true };

describe('opening another conversation', () => {
  it('is allowed to a free member with no conversation yet', () => {
    expect(canOpenConversation(free, 0)).toBe(true);
  });

  it('is allowed to a free member with one conversation', () => {
    expect(canOpenConversation(free, 1)).toBe(true);
  });

  it('is refused to a free member with two conversations', () => {
    expect(canOpenConversation(free, 2)).toBe(false);
    expect(canOpenConversation(free, 3)).toBe(false);
    expect(FREE_CONVERSATION_LIMIT).toBe(2);
  });

  it('is always allowed to a premium member', () => {
    expect(canOpenConversation(premium, 0)).toBe(true);
    expect(canOpenConversation(premium, 2)).toBe(true);
    expect(canOpenConversation(premium, 500)).toBe(true);
  });
});
