import { memberId } from '../shared/ids';
import { timeBonus, type DiscountMember } from './time-bonus';
import { activeDiscount, WELCOME_CODE, welcomeDiscount } from './welcome-discount';

const signup = new Date('2026-11-26T08:00:00Z');
const anna: DiscountMember = { id: memberId(7), paidUser: false, signupDate: signup };
const settings = { welcome_discount_percentage: 25, welcome_discount_hours: 48 };
const after = (s: number) => new Date(signup.getTime() + s * 1000);

describe('the welcome discount (SPEC §1, §9)', () => {
  it('gives the settings’ percentage under the welcome code, bound to her, for the settings’ hours after signup', () => {
    expect(welcomeDiscount(anna, settings, after(60), false)).toMatchObject({
      code: WELCOME_CODE,
      kind: 'welcome',
      percentage: 25,
      memberId: 7,
      validity: 'once_per_user',
      status: 'active',
      expiresAt: after(48 * 3600),
    });
    expect(welcomeDiscount(anna, { welcome_discount_percentage: 30, welcome_discount_hours: 2 }, after(60), false)).toMatchObject({ percentage: 30, expiresAt: after(7200) });
  });

  it('applies in the last second of the window and not at its end', () => {
    expect(welcomeDiscount(anna, settings, after(48 * 3600 - 1), false)).not.toBeNull();
    expect(welcomeDiscount(anna, settings, after(48 * 3600), false)).toBeNull();
  });

  it('is not there for a paid member, once redeemed, or when the settings offer none', () => {
    expect(welcomeDiscount({ ...anna, paidUser: true }, settings, after(60), false)).toBeNull();
    expect(welcomeDiscount(anna, settings, after(60), true)).toBeNull();
    expect(welcomeDiscount(anna, { ...settings, welcome_discount_percentage: 0 }, after(60), false)).toBeNull();
    expect(welcomeDiscount(anna, { ...settings, welcome_discount_hours: 0 }, after(60), false)).toBeNull();
  });
});

describe('the active discount (SPEC §4)', () => {
  it('is the time bonus while it lasts, then the welcome discount, then none', () => {
    const at = (s: number) => activeDiscount(timeBonus(anna, after(s), false), welcomeDiscount(anna, settings, after(s), false))?.kind ?? null;
    expect(at(14_399)).toBe('time_bonus');
    expect(at(14_400)).toBe('welcome');
    expect(at(48 * 3600)).toBeNull();
  });
});
