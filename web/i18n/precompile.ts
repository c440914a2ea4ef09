import { parse } from '@formatjs/icu-messageformat-parser';

/** The message catalogues: web/i18n/locales/<locale>/<part>.json (decision 0060). */
export const CATALOGUE_FILE = /\/web\/i18n\/locales\/[a-z]{2}\/[a-z-]+\.json$/;

/**
 * A catalogue file with every message replaced by its ICU syntax tree, as react-intl takes them and as
 * `formatjs compile --ast` writes them (locale-files.test.ts compares the two): the browser then formats without the
 * ICU parser (vite.config.ts resolves the parser to its no-parser build there). A message that is not a string, or
 * not ICU, fails the build rather than the page.
 */
export function precompileCatalogue(json: string, file: string): string {
  const texts = JSON.parse(json) as Record<string, unknown>;
  const trees = Object.entries(texts).map(([key, text]) => {
    if (typeof text !== 'string') throw new Error(`${file}: the message ${key} must be a string`);
    try {
      return [key, parse(text)];
    } catch (error) {
      throw new Error(`${file}: the message ${key} is not ICU MessageFormat (${String(error)})`);
    }
  });
  return JSON.stringify(Object.fromEntries(trees));
}
