import { REACTIVATION_DAYS, reactivationDeadline, withinReactivationWindow } from './reactivation-window';

const deletedAt = new Date('2025-06-01T12:00:00Z');

describe('the reactivation window of a deleted account', () => {
  it('is 14 days', () => {
    expect(REACTIVATION_DAYS).toBe(14);
    expect(reactivationDeadline(deletedAt)).toEqual(new Date('2025-06-15T12:00:00Z'));
  });

  it('is open one millisecond before the deadline', () => {
    expect(withinReactivationWindow(deletedAt, new Date('2025-06-15T11:59:59.999Z'))).toBe(true);
  });

  it('is closed exactly at the deadline', () => {
    expect(withinReactivationWindow(deletedAt, new Date('2025-06-15T12:00:00Z'))).toBe(false);
  });
});
