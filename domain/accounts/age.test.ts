import { ageOn, latestBirthDateForAge, parseDateOfBirth } from './age';

const day = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

describe('a member’s age', () => {
  it('is 17 on the day before the 18th birthday', () => {
    expect(ageOn(day('2000-06-15'), day('2018-06-14'))).toBe(17);
  });

  it('is 18 on the 18th birthday itself', () => {
    expect(ageOn(day('2000-06-15'), day('2018-06-15'))).toBe(18);
  });

  it('counts a birthday late in the day as the whole day', () => {
    expect(ageOn(day('2000-06-15'), new Date('2018-06-15T23:59:59Z'))).toBe(18);
  });

  it('does not go up in the month of the birthday before the day', () => {
    expect(ageOn(day('2000-12-31'), day('2018-12-30'))).toBe(17);
    expect(ageOn(day('2000-12-31'), day('2018-12-31'))).toBe(18);
  });

  describe('of someone born on 29 February', () => {
    it('turns 18 on 1 March in a year without 29 February', () => {
      expect(ageOn(day('2000-02-29'), day('2018-02-28'))).toBe(17);
      expect(ageOn(day('2000-02-29'), day('2018-03-01'))).toBe(18);
    });

    it('turns a year older on 29 February in a leap year', () => {
      expect(ageOn(day('2000-02-29'), day('2024-02-28'))).toBe(23);
      expect(ageOn(day('2000-02-29'), day('2024-02-29'))).toBe(24);
    });
  });
});

describe('a typed date of birth', () => {
  it('is read as that day in UTC', () => {
    expect(parseDateOfBirth('2001-02-28')).toEqual(day('2001-02-28'));
  });

  it('may be 29 February in a leap year', () => {
    expect(parseDateOfBirth('2000-02-29')).toEqual(day('2000-02-29'));
  });

  it.each(['2001-02-30', '2001-02-29', '2001-13-01', '2001-00-10', '2001-04-31', '2001-01-00'])('is refused when no such day exists: %s', (text) => {
    expect(parseDateOfBirth(text)).toBeUndefined();
  });

  it.each(['1-1-2001', '01-01-2001', '2001/01/01', '2001-1-1', ' 2001-01-01', '2001-01-01T00:00:00Z', ''])('is refused in any other format: %j', (text) => {
    expect(parseDateOfBirth(text)).toBeUndefined();
  });
});

describe('latestBirthDateForAge on 29 February', () => {
  it('never lets a 17-year-old through: the bound is the 28th in a year without a 29th', () => {
    const leapDay = new Date(Date.UTC(2020, 1, 29));
    const bound = latestBirthDateForAge(18, leapDay);
    expect(bound.toISOString().slice(0, 10)).toBe('2002-02-28');
    expect(ageOn(bound, leapDay)).toBe(18);
    expect(ageOn(new Date(Date.UTC(2002, 2, 1)), leapDay)).toBe(17);
  });
});
