import { FIRST_TERMS_VERSION, termsVersionDate } from './terms-version';

describe('termsVersionDate', () => {
  it('is 2023-12-01T12:00:00Z when the company was added before then', () => {
    expect(termsVersionDate('2020-05-01T00:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });

  it('is the day the company was added when that is later', () => {
    expect(termsVersionDate('2024-03-01T00:00:00Z').toISOString()).toBe('2024-03-01T00:00:00.000Z');
  });

  it('stays the first version date at the very same moment', () => {
    expect(termsVersionDate('2023-12-01T12:00:00Z')).toEqual(FIRST_TERMS_VERSION);
  });

  it.each([undefined, '', 'not a date'])('is the first version date when company_added is %j', (value) => {
    expect(termsVersionDate(value)).toEqual(FIRST_TERMS_VERSION);
  });
});
