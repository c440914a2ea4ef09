import { memberId } from '../shared/ids';
import { secondsLeft, TIME_BONUS_CODE, timeBonus, timeBonusCountdown, timeBonusEndsAt, type DiscountMember } from './time-bonus';

const signup = new Date('2026-11-26T08:00:00Z');
const anna: DiscountMember = { id: memberId(7), paidUser: false, signupDate: signup };
const after = (s: number) => new Date(signup.getTime() + s * 1000);

describe('the time bonus (SPEC §4, §9)', () => {
  it('is TIMEBONUS25: 25 %, once per member, active, bound to her, ending 14400 s after her signup', () => {
    expect(timeBonus(anna, after(0), false)).toEqual({
      code: TIME_BONUS_CODE,
      kind: 'time_bonus',
      percentage: 25,
      validity: 'once_per_user',
      status: 'active',
      memberId: 7,
      expiresAt: new Date('2026-11-26T12:00:00Z'),
      country: null,
      currency: 'EUR',
      minimumOrder: 0,
      paymentMethods: [],
    });
    expect(TIME_BONUS_CODE).toBe('TIMEBONUS25');
  });

  it('still applies at 14399 s after signup and is gone at 14400 s', () => {
    expect(timeBonus(anna, after(14_399), false)).not.toBeNull();
    expect(timeBonus(anna, after(14_399.999), false)).not.toBeNull();
    expect(timeBonus(anna, after(14_400), false)).toBeNull();
  });

  it('is not there for a paid member, nor once she has redeemed it', () => {
    expect(timeBonus({ ...anna, paidUser: true }, after(10), false)).toBeNull();
    expect(timeBonus(anna, after(10), true)).toBeNull();
  });

  it('ends at signup plus 14400 s', () => {
    expect(timeBonusEndsAt(signup)).toEqual(after(14_400));
  });
});

describe('the time-bonus countdown (SPEC §4: h:mm:ss, ticking each second)', () => {
  it('shows hours unpadded, minutes and seconds in two digits', () => {
    expect(timeBonusCountdown(14_400)).toBe('4:00:00');
    expect(timeBonusCountdown(14_352)).toBe('3:59:12');
    expect(timeBonusCountdown(61)).toBe('0:01:01');
    expect(timeBonusCountdown(9)).toBe('0:00:09');
    expect(timeBonusCountdown(0)).toBe('0:00:00');
  });

  it('never shows less than 0:00:00', () => {
    expect(timeBonusCountdown(-5)).toBe('0:00:00');
  });

  it('counts whole seconds left, rounded up, so 0:00:00 shows only when the window has closed', () => {
    const ends = timeBonusEndsAt(signup);
    expect(secondsLeft(ends, after(0))).toBe(14_400);
    expect(secondsLeft(ends, after(14_399.5))).toBe(1);
    expect(secondsLeft(ends, after(14_400))).toBe(0);
    expect(secondsLeft(ends, after(20_000))).toBe(0);
  });
});
