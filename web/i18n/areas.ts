import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locale';

/**
 * The parts of the catalogue that load with the pages that use them, each its own file per locale
 * (web/i18n/locales/<locale>/<area>.json) and so its own chunk: a page declares its areas in its +config.ts
 * (`catalogues`), and the browser loads them before it renders the page. The core (core.json) is on every page.
 * Decisions 0030, 0060.
 */
export const CATALOGUE_AREAS = ['account', 'arrival', 'chat', 'credits', 'directdebit', 'landers', 'likes', 'notifications', 'profile', 'profileview', 'search', 'signup', 'support'] as const;
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];

/** Some texts of a catalogue: strings (server, dev, tests) or, in the browser's build, their ICU syntax trees. */
export type CataloguePart = Readonly<Record<string, string | MessageFormatElement[]>>;

// Each file a chunk of its own, loaded when asked for (in the browser's build precompiled to syntax trees: precompile.ts).
// Only the served locales (LOCALES in locale.ts, the braces here: areas.test.ts holds them equal): every loader is in
// the first load of every page, and a locale still being translated must not cost a visitor anything.
const chunks = import.meta.glob<{ default: CataloguePart }>('./locales/{en,nl}/*.json');

/** Loads a locale's core or one of its areas. */
export async function loadCataloguePart(locale: Locale, part: 'core' | CatalogueArea): Promise<CataloguePart> {
  const load = chunks[`./locales/${locale}/${part}.json`];
  if (!load) throw new Error(`No catalogue file web/i18n/locales/${locale}/${part}.json`);
  return (await load()).default;
}
