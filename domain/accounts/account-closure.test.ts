import { isDeletionReason, isPurgeable, reactivationLinkSeconds } from './account-closure';

const deletedAt = new Date('2025-06-01T12:00:00Z');

describe('closing an account: the rules', () => {
  it('keeps the account until exactly 14 days after deletion, then purges it', () => {
    expect(isPurgeable(deletedAt, new Date('2025-06-15T11:59:59.999Z'))).toBe(false);
    expect(isPurgeable(deletedAt, new Date('2025-06-15T12:00:00Z'))).toBe(true);
    expect(isPurgeable(deletedAt, new Date('2025-06-14T12:00:00Z'))).toBe(false);
  });

  it('makes a reactivation link valid until the deadline and no longer', () => {
    expect(reactivationLinkSeconds(deletedAt, deletedAt)).toBe(14 * 24 * 3600);
    expect(reactivationLinkSeconds(deletedAt, new Date('2025-06-14T12:00:00Z'))).toBe(24 * 3600);
    expect(reactivationLinkSeconds(deletedAt, new Date('2025-06-15T12:00:00Z'))).toBe(0);
    expect(reactivationLinkSeconds(deletedAt, new Date('2025-06-16T12:00:00Z'))).toBe(0);
  });

  it('knows the reasons of the deletion form and nothing else', () => {
    expect(['found_someone', 'too_expensive', 'too_few_members', 'too_many_messages', 'privacy', 'other'].every(isDeletionReason)).toBe(true);
    expect(isDeletionReason('bored')).toBe(false);
    expect(isDeletionReason('')).toBe(false);
  });
});
