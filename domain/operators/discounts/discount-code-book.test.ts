import { discountCodeState, newDiscountCode } from './discount-code-book';

const NOW = new Date('2026-12-07T18:45:00Z');
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return [(error as { code: string }).code, (error as { field?: string }).field];
  }
  return 'accepted';
};

describe('a new discount code, checked field by field (decision 0078)', () => {
  it('is stored upper case, once per member, from the start of its first day to the end of its last (UTC)', () => {
    expect(newDiscountCode({ code: ' winter-15 ', percentage: 15, max_uses: 100, valid_from: '2026-12-10', valid_until: '2026-12-31', domain: 'Hartslag.NL' }, NOW)).toMatchObject({
      code: 'WINTER-15',
      percentage: 15,
      maxUses: 100,
      uses: 0,
      validFrom: new Date('2026-12-10T00:00:00Z'),
      expiresAt: new Date('2027-01-01T00:00:00Z'),
      domain: 'hartslag.nl',
      status: 'active',
      validity: 'once_per_user',
    });
    expect(newDiscountCode({ code: 'OPEN10', percentage: 10 }, NOW)).toMatchObject({ maxUses: null, validFrom: null, expiresAt: null, domain: null });
  });

  it('refuses a bad code, the rule-made codes, a percentage outside 1–90, a limit below 1, and bad days, naming the field', () => {
    const ok = { code: 'GOED10', percentage: 10 };
    expect(refusal(() => newDiscountCode({ ...ok, code: 'AB' }, NOW))).toEqual(['invalid_input', 'code']);
    expect(refusal(() => newDiscountCode({ ...ok, code: 'met spatie' }, NOW))).toEqual(['invalid_input', 'code']);
    expect(refusal(() => newDiscountCode({ ...ok, code: 'welkom' }, NOW))).toEqual(['invalid_input', 'code']);
    expect(refusal(() => newDiscountCode({ ...ok, code: 'TIMEBONUS25' }, NOW))).toEqual(['invalid_input', 'code']);
    for (const percentage of [0, 91, 10.5, Number.NaN]) expect(refusal(() => newDiscountCode({ ...ok, percentage }, NOW))).toEqual(['invalid_input', 'percentage']);
    for (const max_uses of [0, -1, 1.5]) expect(refusal(() => newDiscountCode({ ...ok, max_uses }, NOW))).toEqual(['invalid_input', 'max_uses']);
    expect(refusal(() => newDiscountCode({ ...ok, valid_from: '2026-02-29' }, NOW))).toEqual(['invalid_input', 'valid_from']);
    expect(refusal(() => newDiscountCode({ ...ok, valid_until: '2026-12-06' }, NOW))).toEqual(['invalid_input', 'valid_until']);
    expect(refusal(() => newDiscountCode({ ...ok, valid_from: '2026-12-20', valid_until: '2026-12-19' }, NOW))).toEqual(['invalid_input', 'valid_until']);
    expect(refusal(() => newDiscountCode({ ...ok, domain: 'hart slag' }, NOW))).toEqual(['invalid_input', 'domain']);
    // Its last day may be today, and one day is a valid range.
    expect(refusal(() => newDiscountCode({ ...ok, valid_from: '2026-12-07', valid_until: '2026-12-07', max_uses: 1, percentage: 90 }, NOW))).toBe('accepted');
  });

  it('says whether it applies now, or why not', () => {
    const code = newDiscountCode({ code: 'STAAT10', percentage: 10, max_uses: 2, valid_from: '2026-12-08' }, NOW);
    expect(discountCodeState(code, NOW)).toBe('scheduled');
    expect(discountCodeState(code, new Date('2026-12-08T00:00:00Z'))).toBe('active');
    expect(discountCodeState({ ...code, uses: 2 }, new Date('2026-12-09T00:00:00Z'))).toBe('used_up');
    expect(discountCodeState({ ...code, expiresAt: NOW }, NOW)).toBe('expired');
    expect(discountCodeState({ ...code, status: 'disabled' }, NOW)).toBe('disabled');
  });
});
