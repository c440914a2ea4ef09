import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { z } from 'zod/mini';
import { normaliseMobile } from '../../domain/direct-debit/mandate';
import { SMS_CODE_DIGITS } from '../../domain/direct-debit/sms-code';
import { recordId } from './fields';

/**
 * Request schemas of direct debit (docs/api.md "Direct debit"; zod/mini, see requests.ts). Unknown keys are dropped.
 * The browser's form checks with the same schemas (web/stores/direct-debit-form.ts).
 */

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** An IBAN of a SEPA country, checked by a maintained library (ibantools: country length, BBAN format, checksum). */
export function ibanOf(typed: string): string | undefined {
  const electronic = electronicFormatIBAN(typed) ?? '';
  return isValidIBAN(electronic) && isSEPACountry(electronic.slice(0, 2)) ? electronic : undefined;
}

/** Spaces removed, upper case ("NL91 abna 0417 1643 00" is NL91ABNA0417164300): how it is stored. */
export const iban = z.pipe(
  z.string().check(z.refine((value) => ibanOf(value) !== undefined, 'invalid')),
  z.transform((value) => ibanOf(value)!),
);

/** E.164 or the Dutch 06 form, stored as E.164 (domain/direct-debit/mandate.ts). */
export const mobile = z.pipe(
  z.string().check(z.refine((value) => normaliseMobile(value) !== undefined, 'invalid')),
  z.transform((value) => normaliseMobile(value)!),
);

/** A sane postcode of any country; the member's own country's rule (Dutch: 1234 AB) is the order's (OrderByDirectDebit). */
export const postcode = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'invalid'));

const smsCode = z.string().check(z.trim(), z.regex(new RegExp(`^\\d{${SMS_CODE_DIGITS}}$`), 'invalid'));
const discountCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9_-]+$/));

/** POST /api/directdebit-code.php: text a code to this number. */
export const directDebitCodeBody = z.object({ mobile });

/**
 * POST /api/directdebit.php: one bundle by direct debit, in the order of the form (SPEC §2). `consent` must be `true`:
 * she agrees that delivery starts at once and so gives up the withdrawal right.
 */
export const directDebitBody = z.object({
  bundle_id: recordId,
  account_holder: text(70),
  iban,
  street: text(100),
  house_number: z.string().check(z.trim(), z.minLength(1), z.maxLength(16), z.regex(/^[0-9]/, 'invalid')),
  postcode,
  city: text(80),
  mobile,
  sms_code: smsCode,
  consent: z.literal(true),
  discount_code: z.optional(discountCode),
});

export type DirectDebitBody = z.input<typeof directDebitBody>;
