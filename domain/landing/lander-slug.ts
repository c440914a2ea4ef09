/**
 * The slug of a lander's URL (`/landers/video/she-amsterdam`, SPEC §1, §9): the site's niche prefix, then a city or
 * the language of the page. Each niche (the `niche` setting, 1 to 7) writes its slugs with its own prefix; the
 * language part is the locale's code, except English, which is written 'eng'. Decision 0061.
 */
export type Niche = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const NICHE_PREFIXES: Readonly<Record<Niche, string>> = {
  1: '',
  2: 'she-',
  3: 'bdsm-',
  4: 'bbw-',
  5: 'gilf-',
  6: 'milf-',
  7: 'gay-',
};

/** A place a lander may name: a city of the site's region data. */
export interface SlugPlace {
  readonly country: string;
  readonly region: string;
  readonly city: string;
}

/** What a slug says. Any slug lands: one that names no known city or language gives the country-wide page. */
export interface LanderSlug {
  /** The known city it names, spelled as the region data spells it; null for none. */
  readonly place: SlugPlace | null;
  /** The locale its language part names ('en' for 'eng'); null when it names none. */
  readonly locale: string | null;
  /** Whether it carries the prefix of the site's own niche. */
  readonly ownNiche: boolean;
}

/** A slug's language part for a locale: its code, except 'en', written 'eng'. */
export const slugLanguage = (locale: string): string => (locale === 'en' ? 'eng' : locale);

/** A name as a slug writes it: lower case, no accents, words joined by hyphens ('Den Haag' → 'den-haag'). */
export function slugWord(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug a site of a niche writes for a city, or, without a city, for the page's language. */
export function landerSlug(niche: Niche, place: { readonly city: string } | null, locale: string): string {
  return NICHE_PREFIXES[niche] + (place ? slugWord(place.city) : slugLanguage(locale));
}

/** Prefixes longest first, so 'bdsm-' is not read as a city starting with 'bdsm'. */
const PREFIXES: readonly string[] = Object.values(NICHE_PREFIXES)
  .filter((prefix) => prefix.length > 0)
  .sort((a, b) => b.length - a.length);

/**
 * Reads a lander's slug on a site of a niche: the prefix of any niche is set aside (a link from another niche's
 * campaign still finds its city), then the rest names a known city, a known locale, or nothing.
 */
export function readLanderSlug(slug: string | undefined, niche: Niche, places: readonly SlugPlace[], locales: readonly string[]): LanderSlug {
  const word = slugWord(slug ?? '');
  const prefix = PREFIXES.find((p) => word.startsWith(p));
  const rest = prefix ? word.slice(prefix.length) : word;
  const ownNiche = NICHE_PREFIXES[niche] === (prefix ?? '');
  const locale = locales.find((l) => slugLanguage(l) === rest) ?? null;
  if (rest.length === 0 || locale) return { place: null, locale, ownNiche };
  const place = places.find((p) => slugWord(p.city) === rest) ?? null;
  return { place, locale: null, ownNiche };
}
