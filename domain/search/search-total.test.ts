import { EXACT_TOTAL_UP_TO, roundedEstimate, searchTotal } from './search-total';

describe('the total a search shows', () => {
  it('is exact up to 1,000 matches', () => {
    expect(EXACT_TOTAL_UP_TO).toBe(1000);
    expect(searchTotal(0, undefined)).toEqual({ count: 0, estimated: false });
    expect(searchTotal(37, undefined)).toEqual({ count: 37, estimated: false });
    expect(searchTotal(1000, undefined)).toEqual({ count: 1000, estimated: false });
  });

  it('is the estimate, rounded and marked, beyond 1,000', () => {
    expect(searchTotal(1001, 245_678)).toEqual({ count: 250_000, estimated: true });
    expect(searchTotal(1001, 48_123)).toEqual({ count: 48_000, estimated: true });
  });

  it('says about 1,000 when the estimate is below what was counted', () => {
    expect(searchTotal(1001, 300)).toEqual({ count: 1000, estimated: true });
    expect(searchTotal(1001, undefined)).toEqual({ count: 1000, estimated: true });
  });

  it('rounds an estimate to two significant figures', () => {
    expect([roundedEstimate(7), roundedEstimate(99), roundedEstimate(1234), roundedEstimate(1250), roundedEstimate(987_654)]).toEqual([7, 99, 1200, 1300, 990_000]);
  });
});
