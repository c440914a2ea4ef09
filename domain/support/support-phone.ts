import { normaliseMobile } from '../direct-debit/mandate';

/** SPEC §5: a phone number as the support phone is compared, dashes and spaces removed ("020-123 45 67" is "0201234567"). */
export const withoutDashesAndSpaces = (phone: string): string => phone.replace(/[-\s]/g, '');

/**
 * Whether a number is the site's support phone (setting `support_phone`, SPEC §5): equal with dashes and spaces
 * removed, or the same mobile number in another notation (06-1234 5678 and +31 6 12345678). No support phone set
 * matches nothing.
 */
export function isSupportPhone(phone: string, supportPhone: string): boolean {
  const support = withoutDashesAndSpaces(supportPhone);
  if (support === '') return false;
  if (withoutDashesAndSpaces(phone) === support) return true;
  const mobile = normaliseMobile(phone);
  return mobile !== undefined && mobile === normaliseMobile(supportPhone);
}
