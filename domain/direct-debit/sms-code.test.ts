import { memberId } from '../shared/ids';
import { judgeSmsCode, smsCodeDigest, smsCodeExpiry, smsCodeFrom, smsCodeText, type StoredSmsCode } from './sms-code';

const tokens = { token: () => 'unused', digest: (value: string) => `digest:${value}` };
const now = new Date('2026-11-26T12:00:00Z');
const anna = memberId(7);
const stored = (change: Partial<StoredSmsCode> = {}): StoredSmsCode => ({
  id: 1,
  memberId: anna,
  mobile: '+31612345678',
  codeDigest: smsCodeDigest(tokens, anna, '123456'),
  tries: 1,
  expiresAt: smsCodeExpiry(now),
  usedAt: null,
  createdAt: now,
  ...change,
});
const typed = (code = '123456', mobile = '+31612345678') => ({ digest: smsCodeDigest(tokens, anna, code), mobile });

describe('the SMS code', () => {
  it('is six digits from a token, the same token giving the same code, leading zeros kept', () => {
    for (const token of ['token-1', 'token-2', 'q3Zx_8-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', 'A']) {
      expect(smsCodeFrom(token)).toMatch(/^\d{6}$/);
      expect(smsCodeFrom(token)).toBe(smsCodeFrom(token));
    }
    expect(smsCodeFrom('A')).toBe('000000');
    expect(smsCodeFrom('token-1')).not.toBe(smsCodeFrom('token-2'));
  });

  it('spreads over the digits: a thousand random-looking tokens give nearly a thousand codes', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const codes = new Set<string>();
    let seed = 12345;
    for (let i = 0; i < 1000; i += 1) {
      let token = '';
      for (let j = 0; j < 43; j += 1) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        token += alphabet[(seed >>> 16) % 64];
      }
      codes.add(smsCodeFrom(token));
    }
    expect(codes.size).toBeGreaterThan(990);
  });

  it('is stored as a digest bound to the member: the same digits of two members differ', () => {
    expect(smsCodeDigest(tokens, anna, '123456')).not.toBe(smsCodeDigest(tokens, memberId(8), '123456'));
  });

  it('is valid for 10 minutes', () => {
    expect(smsCodeExpiry(now)).toEqual(new Date('2026-11-26T12:10:00Z'));
  });

  it('opens the order with the right digits to the number it was sent to', () => {
    expect(judgeSmsCode(stored(), typed(), now)).toBe('ok');
  });

  it('does not open it with other digits, or for another number', () => {
    expect(judgeSmsCode(stored(), typed('654321'), now)).toBe('wrong');
    expect(judgeSmsCode(stored(), typed('123456', '+31687654321'), now)).toBe('wrong');
  });

  it('does not open it from the tenth minute on', () => {
    expect(judgeSmsCode(stored(), typed(), new Date('2026-11-26T12:09:59Z'))).toBe('ok');
    expect(judgeSmsCode(stored(), typed(), new Date('2026-11-26T12:10:00Z'))).toBe('expired');
  });

  it('opens nothing once used', () => {
    expect(judgeSmsCode(stored({ usedAt: now }), typed(), now)).toBe('used');
  });

  it('compares the fifth try but no try after it, not even the right digits', () => {
    expect(judgeSmsCode(stored({ tries: 5 }), typed(), now)).toBe('ok');
    expect(judgeSmsCode(stored({ tries: 6 }), typed(), now)).toBe('too_many_tries');
  });

  it('says the code in the member language', () => {
    expect(smsCodeText('Hartslag', '004711', 'nl')).toBe('Je Hartslag-code is 004711. De code is 10 minuten geldig.');
    expect(smsCodeText('Hartslag', '004711', 'en')).toBe('Your Hartslag code is 004711. It is valid for 10 minutes.');
  });
});
