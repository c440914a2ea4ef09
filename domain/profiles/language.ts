/** SPEC §1: the interface locales the product knows. */
export const KNOWN_LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type KnownLocale = (typeof KNOWN_LOCALES)[number];

export const isKnownLocale = (value: string): value is KnownLocale => (KNOWN_LOCALES as readonly string[]).includes(value);
