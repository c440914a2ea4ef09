import type { KnownLocale } from '../profiles/language';

/**
 * SPEC §2 "credit paths are localised per language" (decision 0064): the credit pages' paths in each language's own
 * words, lower case ASCII. nl and en keep SPEC's /credits and /credits/repeat-order; an order's bundle id and payment
 * method are the same in every language.
 */
export const CREDIT_WORDS: Readonly<Record<KnownLocale, { readonly credits: string; readonly repeatOrder: string }>> = {
  nl: { credits: 'credits', repeatOrder: 'repeat-order' },
  en: { credits: 'credits', repeatOrder: 'repeat-order' },
  de: { credits: 'guthaben', repeatOrder: 'erneut-bestellen' },
  fr: { credits: 'credits', repeatOrder: 'renouveler' },
  it: { credits: 'crediti', repeatOrder: 'riordina' },
  es: { credits: 'creditos', repeatOrder: 'repetir-pedido' },
  pl: { credits: 'kredyty', repeatOrder: 'ponow-zamowienie' },
  da: { credits: 'kreditter', repeatOrder: 'genbestil' },
  fi: { credits: 'krediitit', repeatOrder: 'tilaa-uudelleen' },
  nb: { credits: 'kreditter', repeatOrder: 'bestill-igjen' },
  sv: { credits: 'krediter', repeatOrder: 'bestall-igen' },
};

/** A credit page: the bundles (/credits), the repeat order, or the order of one bundle with its method (optional). */
export type CreditPage =
  | { readonly page: 'bundles' }
  | { readonly page: 'repeat-order' }
  | { readonly page: 'order'; readonly id: string; readonly method: string };

const ALL = Object.values(CREDIT_WORDS);
const CREDITS = new Set(ALL.map((words) => words.credits));
const REPEAT_ORDER = new Set(ALL.map((words) => words.repeatOrder));

/** Which credit page a path opens, in whichever language it is written; null for every other path. */
export function readCreditPath(path: string): CreditPage | null {
  const [, first, second, third, ...more] = path.split('/');
  if (path[0] !== '/' || !first || !CREDITS.has(first) || more.length > 0) return null;
  if (second === undefined) return { page: 'bundles' };
  if (third === undefined && REPEAT_ORDER.has(second)) return { page: 'repeat-order' };
  if (!/^\d{1,9}$/.test(second)) return null;
  if (third === undefined) return { page: 'order', id: second, method: '' };
  return /^[a-z]{2,20}$/.test(third) ? { page: 'order', id: second, method: third } : null;
}

/** A credit page's path in a language's words. */
export function creditPath(locale: KnownLocale, page: CreditPage): string {
  const words = CREDIT_WORDS[locale];
  if (page.page === 'bundles') return `/${words.credits}`;
  if (page.page === 'repeat-order') return `/${words.credits}/${words.repeatOrder}`;
  return `/${words.credits}/${page.id}${page.method ? `/${page.method}` : ''}`;
}

/**
 * A link as a visitor in `locale` follows it: a credit page's path (written in any language) in her language's words,
 * its query and fragment kept; every other link as it is.
 */
export function localisedPath(link: string, locale: KnownLocale): string {
  const split = link.search(/[?#]/);
  const path = split < 0 ? link : link.slice(0, split);
  const page = readCreditPath(path);
  return page ? creditPath(locale, page) + (split < 0 ? '' : link.slice(split)) : link;
}
