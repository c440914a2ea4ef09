import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password-policy';

describe('a chosen password', () => {
  it('is too short at 7 characters', () => {
    expect(passwordProblem('x7k#pQ2')).toBe('too_short');
  });

  it('is accepted at 8 characters', () => {
    expect(passwordProblem('x7k#pQ2z')).toBeUndefined();
  });

  it('is accepted at 128 characters', () => {
    expect(passwordProblem('ab'.repeat(64))).toBeUndefined();
  });

  it('is too long at 129 characters', () => {
    expect(passwordProblem(`${'ab'.repeat(64)}c`)).toBe('too_long');
  });

  it('has its limits at 8 and 128', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
  });

  it('is refused when it is a common one, whatever its case', () => {
    expect(passwordProblem('password')).toBe('too_common');
    expect(passwordProblem('PassWord')).toBe('too_common');
    expect(passwordProblem('WACHTWOORD123')).toBe('too_common');
  });

  it('counts an emoji as one character', () => {
    // Seven emoji are fourteen UTF-16 units, but seven characters.
    expect(passwordProblem('😀😀😀😀😀😀😀')).toBe('too_short');
    expect(passwordProblem('😀😀😀😀😀😀😀😀')).toBeUndefined();
    expect(passwordProblem('😀'.repeat(128))).toBeUndefined();
    expect(passwordProblem('😀'.repeat(129))).toBe('too_long');
  });

  it('needs no digits, capitals or symbols', () => {
    expect(passwordProblem('zonnebloemveld')).toBeUndefined();
    expect(passwordProblem('84629173')).toBeUndefined();
    expect(passwordProblem('        x')).toBeUndefined();
  });
});
