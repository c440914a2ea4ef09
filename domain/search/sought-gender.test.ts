import { soughtGender } from './sought-gender';

describe('who a search looks for by default', () => {
  it('is the other gender for a hetero member', () => {
    expect(soughtGender('male', 'hetero')).toBe('female');
    expect(soughtGender('female', 'hetero')).toBe('male');
  });

  it('is men for a gay member and women for a lesbian one', () => {
    expect(soughtGender('male', 'gay')).toBe('male');
    expect(soughtGender('female', 'lesbian')).toBe('female');
  });

  it('is everyone for a bisexual member', () => {
    expect(soughtGender('male', 'bi')).toBeUndefined();
    expect(soughtGender('female', 'bi')).toBeUndefined();
  });
});
