import { describe, expect, it } from 'vitest';
import { LibphonenumberMobileNumbers } from './libphonenumber-mobile-numbers';

const numbers = new LibphonenumberMobileNumbers();

describe('the mobile ranges of the numbering plans (libphonenumber-js, full metadata)', () => {
  it('knows the country of a mobile number: Dutch 06, Belgian 04xx, German 015x', () => {
    expect(numbers.mobileCountryOf('+31612345678')).toBe('NL');
    expect(numbers.mobileCountryOf('+32470123456')).toBe('BE');
    expect(numbers.mobileCountryOf('+4915112345678')).toBe('DE');
  });

  it('finds no mobile range for satellite, international network and international premium-rate numbers', () => {
    for (const number of ['+8821234567890', '+882123456789', '+8835100123456', '+883123456789', '+979123456789', '+881612345678'])
      expect(numbers.mobileCountryOf(number), number).toBeUndefined();
  });

  it('finds none for a Dutch premium-rate 0900 number, a Dutch landline and numbers no plan has', () => {
    for (const number of ['+31900123456', '+31201234567', '+3161234567', '+999', '06-12345678', '']) expect(numbers.mobileCountryOf(number), number).toBeUndefined();
  });
});
