import { normaliseMobile, normalisePostcode } from './mandate';

describe('a mobile number', () => {
  it.each([
    ['06-12345678', '+31612345678'],
    ['06 1234 5678', '+31612345678'],
    ['+31 6 12 34 56 78', '+31612345678'],
    ['0031612345678', '+31612345678'],
    ['+32 470 12 34 56', '+32470123456'],
    ['+49 (151) 2345-6789', '+4915123456789'],
  ])('%s is %s', (typed, e164) => {
    expect(normaliseMobile(typed)).toBe(e164);
  });

  it.each(['', '0612345', '020-1234567', '+31201234567', '612345678', '+0612345678', 'zes', '+31 6 1234 5678 9'])('%s is none', (typed) => {
    expect(normaliseMobile(typed)).toBeUndefined();
  });
});

describe('a postcode', () => {
  it('is Dutch in the Netherlands, written "1234 AB"', () => {
    expect(normalisePostcode('NL', '1234ab')).toBe('1234 AB');
    expect(normalisePostcode('nl', ' 1012  jS ')).toBe('1012 JS');
    for (const wrong of ['0123 AB', '1234', '12345', '1234 A', '1234 SS', 'ABCDEF', '1234-AB']) expect(normalisePostcode('NL', wrong)).toBeUndefined();
  });

  it('is a sane general one elsewhere', () => {
    expect(normalisePostcode('BE', '1000')).toBe('1000');
    expect(normalisePostcode('DE', '10115')).toBe('10115');
    expect(normalisePostcode('GB', 'sw1a 1aa')).toBe('SW1A 1AA');
    for (const wrong of ['', '1', '-1000', '12345678901', '10<15']) expect(normalisePostcode('DE', wrong)).toBeUndefined();
  });
});
