import { isSupportPhone, withoutDashesAndSpaces } from './support-phone';

describe('the support phone is compared with dashes and spaces removed (SPEC §5)', () => {
  it('takes out dashes and spaces, nothing else', () => {
    expect(withoutDashesAndSpaces(' 020-123 45 67 ')).toBe('0201234567');
    expect(withoutDashesAndSpaces('+31 (0)20-1234567')).toBe('+31(0)201234567');
  });

  it('is the support phone whatever dashes and spaces either is written with', () => {
    for (const typed of ['020-123 45 67', '0201234567', '020 1234567', '020-1234567', ' 020 - 123 - 45 - 67 ']) {
      expect(isSupportPhone(typed, '020-123 45 67'), typed).toBe(true);
    }
  });

  it('is the same mobile number in another notation', () => {
    for (const typed of ['+31612345678', '+31 6 12345678', '0031612345678', '06-12345678']) {
      expect(isSupportPhone(typed, '06-1234 5678'), typed).toBe(true);
    }
  });

  it('is not another number, and nothing is when no support phone is set', () => {
    expect(isSupportPhone('020-123 45 68', '020-123 45 67')).toBe(false);
    expect(isSupportPhone('+31612345679', '06-1234 5678')).toBe(false);
    expect(isSupportPhone('', '')).toBe(false);
    expect(isSupportPhone('06-12345678', ' ')).toBe(false);
  });
});
