import { isLastAttempt, OUTBOX_MAX_ATTEMPTS, retryDelaySeconds } from './retry-policy';

describe('the outbox retry policy', () => {
  it('doubles the wait after each failed attempt: 10 s, 20 s, 40 s… before jitter', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 0.999_999))).toEqual([10, 20, 40, 80].map((s) => expect.closeTo(s, 3)));
  });

  it('draws half of each wait: between half and all of it', () => {
    expect(retryDelaySeconds(3, 0)).toBe(20);
    expect(retryDelaySeconds(3, 0.5)).toBe(30);
    expect(retryDelaySeconds(3, 0.999)).toBeCloseTo(39.98, 2);
  });

  it('never waits more than six hours, however many attempts', () => {
    expect(retryDelaySeconds(30, 0.999_999)).toBeCloseTo(6 * 3600, 0);
    expect(retryDelaySeconds(1000, 0)).toBe(3 * 3600);
  });

  it('takes a first wait of its own (tests use a second)', () => {
    expect(retryDelaySeconds(1, 0, 1)).toBe(0.5);
    expect(retryDelaySeconds(2, 0, 1)).toBe(1);
  });

  it('gives up after the last attempt, about a day and a half of trying', () => {
    expect(isLastAttempt(OUTBOX_MAX_ATTEMPTS - 1)).toBe(false);
    expect(isLastAttempt(OUTBOX_MAX_ATTEMPTS)).toBe(true);
    const longest = Array.from({ length: OUTBOX_MAX_ATTEMPTS - 1 }, (_, i) => retryDelaySeconds(i + 1, 0.999_999)).reduce((a, b) => a + b, 0);
    expect(longest / 3600).toBeGreaterThan(24);
    expect(longest / 3600).toBeLessThan(48);
  });
});
