import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import type { MobileNumbers } from '../../domain/direct-debit/ports';

/**
 * Types of number an SMS code may go to. FIXED_LINE_OR_MOBILE is where a plan cannot tell the two apart (the United
 * States, Canada): never premium-rate or satellite, and the site's countries decide whether such a plan is served.
 */
const MOBILE_TYPES: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * The numbering plans of libphonenumber-js with its full ("max") metadata, the only one that tells a mobile range from
 * a landline, premium-rate or satellite one. Pure and offline: every wiring, memory included, uses it.
 * Non-geographic numbers (+800, +808, +870, +881, +882, +883, +979) belong to no country, so never to a served one.
 */
export class LibphonenumberMobileNumbers implements MobileNumbers {
  mobileCountryOf(e164: string): string | undefined {
    const number = parsePhoneNumberFromString(e164);
    if (!number || !number.isValid() || !number.country) return undefined;
    const type = number.getType();
    return type !== undefined && MOBILE_TYPES.has(type) ? number.country : undefined;
  }
}
