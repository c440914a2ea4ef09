import type { MemberId } from '../shared/ids';
import type { RandomTokens } from '../shared/random-tokens';

/** SPEC §2, §5: the SMS code of a direct-debit order. Decision 0034. */
export const SMS_CODE_DIGITS = 6;
/** How long a code may be used after it was sent. */
export const SMS_CODE_VALID_MINUTES = 10;
/** How many tries one code gets: every try counts first, so parallel guesses cannot pass this together. */
export const SMS_CODE_MAX_TRIES = 5;
/** How many codes a member may have sent an hour (through the RateLimiter). */
export const SMS_CODES_PER_HOUR = 3;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const MODULUS = 10 ** SMS_CODE_DIGITS;

/** A character's value in base64url (any other character by its code), so every token gives a code. */
const valueOf = (char: string): number => {
  const index = BASE64URL.indexOf(char);
  return index >= 0 ? index : char.charCodeAt(0) % 64;
};

/**
 * Six digits from a random token (the RandomTokens port): the token read as a base-64 number, modulo a million.
 * A 256-bit token leaves no bias worth the name; leading zeros are kept ("004711").
 */
export function smsCodeFrom(token: string): string {
  let value = 0;
  for (const char of token) value = (value * 64 + valueOf(char)) % MODULUS;
  return String(value).padStart(SMS_CODE_DIGITS, '0');
}

/**
 * What is stored of a code: its digest, bound to the member, so the same six digits of two members never share a
 * digest and a leaked table shows no code at a glance.
 */
export const smsCodeDigest = (tokens: RandomTokens, member: MemberId, code: string): string => tokens.digest(`sms:${member}:${code}`);

export const smsCodeExpiry = (sentAt: Date): Date => new Date(sentAt.getTime() + SMS_CODE_VALID_MINUTES * 60_000);

/** The text of the SMS: the site's name and the code, in the member's language (Dutch unless she chose English). */
export function smsCodeText(siteName: string, code: string, language: string): string {
  return language === 'en' ? `Your ${siteName} code is ${code}. It is valid for ${SMS_CODE_VALID_MINUTES} minutes.` : `Je ${siteName}-code is ${code}. De code is ${SMS_CODE_VALID_MINUTES} minuten geldig.`;
}

/** A code as it is kept (sms_codes). */
export interface StoredSmsCode {
  readonly id: number;
  readonly memberId: MemberId;
  /** The number it was sent to, normalised (E.164). */
  readonly mobile: string;
  readonly codeDigest: string;
  /** Tries so far, this one included once counted. */
  readonly tries: number;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
  readonly createdAt: Date;
}

export type SmsCodeVerdict = 'ok' | 'wrong' | 'expired' | 'used' | 'too_many_tries';

/**
 * Whether a typed code opens an order, judged on the stored code after this try was counted (`code.tries` includes
 * it): past the fifth try nothing is compared; an expired or used code never opens; the digest must match and the
 * order's mobile number must be the one the code was sent to.
 */
export function judgeSmsCode(code: StoredSmsCode, typed: { readonly digest: string; readonly mobile: string }, now: Date): SmsCodeVerdict {
  if (code.tries > SMS_CODE_MAX_TRIES) return 'too_many_tries';
  if (code.usedAt !== null) return 'used';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (code.codeDigest !== typed.digest || code.mobile !== typed.mobile) return 'wrong';
  return 'ok';
}
