import type { MemberId } from '../shared/ids';

/**
 * A direct-debit mandate as the member gives it with an order (SPEC §2, §5): the account to debit, her address and
 * mobile number. The IBAN is checked and normalised at the edge (bff/contract, a maintained IBAN library).
 */
export interface MandateDetails {
  readonly accountHolder: string;
  /** Electronic format: no spaces, upper case. */
  readonly iban: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly postcode: string;
  readonly city: string;
  /** E.164 (+31612345678). */
  readonly mobile: string;
}

export interface NewMandate extends MandateDetails {
  readonly memberId: MemberId;
  readonly paymentId: string;
  readonly createdAt: Date;
}

/**
 * A mobile number in E.164, from what a member types: +31 6 1234 5678, 0031612345678 or the Dutch 06-12345678.
 * Undefined when it is none.
 */
export function normaliseMobile(typed: string): string | undefined {
  const compact = typed.trim().replace(/[\s.()-]/g, '');
  let e164: string;
  if (/^06\d{8}$/.test(compact)) e164 = `+31${compact.slice(1)}`;
  else if (compact.startsWith('00')) e164 = `+${compact.slice(2)}`;
  else e164 = compact;
  if (!/^\+[1-9]\d{7,14}$/.test(e164)) return undefined;
  // A Dutch number must be a mobile one (+316 and eight digits): an SMS reaches no landline.
  if (e164.startsWith('+31') && !/^\+316\d{8}$/.test(e164)) return undefined;
  return e164;
}

/**
 * A postcode for the member's country: Dutch as "1234 AB" (no leading zero, never SA, SD or SS), any other a sane
 * general one (2 to 10 letters, digits, spaces or dashes, starting with a letter or digit). Undefined when it is none.
 */
export function normalisePostcode(country: string, typed: string): string | undefined {
  const value = typed.trim().replace(/\s+/g, ' ').toUpperCase();
  if (country.toUpperCase() === 'NL') {
    const dutch = /^([1-9]\d{3}) ?([A-Z]{2})$/.exec(value);
    if (!dutch || ['SA', 'SD', 'SS'].includes(dutch[2]!)) return undefined;
    return `${dutch[1]} ${dutch[2]}`;
  }
  return /^[A-Z0-9][A-Z0-9 -]{1,9}$/.test(value) ? value : undefined;
}
