/**
 * Cookie consent (issue 24, decision 0062): the visitor accepts or refuses the cookies that are not strictly
 * necessary, with one click either way; the choice is kept, with when it was made, in a cookie of its own (keeping a
 * choice about cookies is itself strictly necessary), and can be changed at any time.
 */
export const CONSENT_CHOICES = ['accepted', 'refused'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export interface Consent {
  readonly choice: ConsentChoice;
  /** When the choice was made, in ms. */
  readonly at: number;
}

export const CONSENT_COOKIE = 'hs_consent';
/** A choice is asked again after a year (the longest the Dutch regulator accepts a consent to stand, ~12 months). */
export const CONSENT_DAYS = 365;

export const isConsentChoice = (value: unknown): value is ConsentChoice => (CONSENT_CHOICES as readonly unknown[]).includes(value);

/** `accepted.1764230000000`: the choice and its time. */
export const consentValue = (consent: Consent): string => `${consent.choice}.${Math.trunc(consent.at)}`;

/** The consent kept in a cookie value; undefined when there is none or it is not one the site wrote. */
export function consentFrom(value: string | undefined): Consent | undefined {
  const match = /^(accepted|refused)\.(\d{1,15})$/.exec(value ?? '');
  if (!match) return undefined;
  const at = Number(match[2]);
  return isConsentChoice(match[1]) && at > 0 ? { choice: match[1], at } : undefined;
}

/** Whether a cookie that needs consent (the arrival's tracking) may be set: only after the visitor accepted. */
export const mayTrack = (consent: Consent | undefined): boolean => consent?.choice === 'accepted';

/** Whether the consent banner asks: until the visitor has chosen. */
export const asksForConsent = (consent: Consent | undefined): boolean => consent === undefined;

/** One cookie's value out of a Cookie header (document.cookie has the same shape); undefined when absent. */
export function cookieIn(header: string | undefined, name: string): string | undefined {
  if (!header?.includes(name)) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
