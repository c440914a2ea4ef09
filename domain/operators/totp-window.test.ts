import { OtplibTwoFactorCodes } from '../../adapters/security/otplib-two-factor-codes';
import { isTotpCode, matchingStep, normalisedRecoveryCode, totpStep } from './totp-window';

const codes = new OtplibTwoFactorCodes();
const secret = codes.newSecret();
const at = new Date('2026-12-07T12:00:10Z');
const step = totpStep(at);

describe('a TOTP code', () => {
  it('is taken in its own 30-second step and one step either side', () => {
    for (const d of [-1, 0, 1]) expect(matchingStep(codes, secret, codes.codeAt(secret, step + d), at)).toBe(step + d);
  });

  it('is refused outside the window: two steps (60 s) off', () => {
    expect(matchingStep(codes, secret, codes.codeAt(secret, step - 2), at)).toBeUndefined();
    expect(matchingStep(codes, secret, codes.codeAt(secret, step + 2), at)).toBeUndefined();
  });

  it('is refused when its step was used already', () => {
    expect(matchingStep(codes, secret, codes.codeAt(secret, step), at, step)).toBeUndefined();
    expect(matchingStep(codes, secret, codes.codeAt(secret, step + 1), at, step)).toBe(step + 1);
  });

  it('is six digits: anything else is no code', () => {
    expect(matchingStep(codes, secret, '12345', at)).toBeUndefined();
    expect(matchingStep(codes, secret, 'abcdef', at)).toBeUndefined();
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('abcde-fghjk')).toBe(false);
  });

  it('of another secret is refused', () => {
    expect(matchingStep(codes, secret, codes.codeAt(codes.newSecret(), step), at)).toBeUndefined();
  });
});

describe('a recovery code', () => {
  it('is ten readable characters, compared without case, spaces or dashes', () => {
    const code = codes.newRecoveryCode();
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(normalisedRecoveryCode(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(code.replace('-', ''));
  });
});
