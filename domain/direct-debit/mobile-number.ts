import { DomainError } from '../shared/domain-error';
import type { MobileNumbers } from './ports';

/**
 * Refuses, as bad input of the field `mobile`, a number that is no mobile number of a country the site serves (setting
 * `countries`, SPEC §3): an SMS code goes to a member's own phone, never to a premium-rate, satellite or landline number.
 */
export function requireServedMobile(numbers: MobileNumbers, mobile: string, servedCountries: readonly string[]): void {
  const country = numbers.mobileCountryOf(mobile);
  const served = servedCountries.map((code) => code.toUpperCase());
  if (country === undefined || !served.includes(country)) throw new DomainError('invalid_input', { field: 'mobile', message: 'not_mobile' });
}
