import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locale';

/**
 * The parts of the catalogue that load with the pages that use them, each its own file per locale
 * (web/i18n/locales/<locale>/<area>.json) and so its own chunk: a page declares its areas in its +config.ts
 * (`catalogues`), and the browser loads them before it renders the page. The core (core.json) is on every page.
 * Decisions 0030, 0060.
 */
export const CATALOGUE_AREAS = ['account', 'admin', 'arrival', 'chat', 'credits', 'directdebit', 'landers', 'layout', 'likes', 'notifications', 'profile', 'profileview', 'search', 'signup', 'support'] as const;
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];

/** Some texts of a catalogue: strings (server, dev, tests) or, in the browser's build, their ICU syntax trees. */
export type CataloguePart = Readonly<Record<string, string | MessageFormatElement[]>>;

/** A locale's catalogue files by path (`../locales/<locale>/<part>.json`), each loaded when asked for. */
export type CatalogueLoaders = Readonly<Record<string, () => Promise<unknown>>>;

/**
 * Each served locale's list of its files (web/i18n/locale-catalogues/<locale>.ts, one import.meta.glob each, so each
 * file is a chunk of its own, in the browser's build precompiled to syntax trees: precompile.ts). Only the visitor's
 * locale's list loads, and the server preloads it with the page's catalogue chunks (bff/ssr/catalogue-chunks.ts): a
 * served locale costs every other visitor one line of this map, not the paths of all its files. Typed by LOCALES,
 * so a served locale without its list does not compile.
 */
const localeLoaders: Readonly<Record<Locale, () => Promise<{ default: CatalogueLoaders }>>> = {
  da: () => import('./locale-catalogues/da'),
  de: () => import('./locale-catalogues/de'),
  en: () => import('./locale-catalogues/en'),
  es: () => import('./locale-catalogues/es'),
  fi: () => import('./locale-catalogues/fi'),
  fr: () => import('./locale-catalogues/fr'),
  it: () => import('./locale-catalogues/it'),
  nb: () => import('./locale-catalogues/nb'),
  nl: () => import('./locale-catalogues/nl'),
  pl: () => import('./locale-catalogues/pl'),
  sv: () => import('./locale-catalogues/sv'),
};

/** Loads a locale's core or one of its areas. */
export async function loadCataloguePart(locale: Locale, part: 'core' | CatalogueArea): Promise<CataloguePart> {
  const load = (await localeLoaders[locale]()).default[`../locales/${locale}/${part}.json`];
  if (!load) throw new Error(`No catalogue file web/i18n/locales/${locale}/${part}.json`);
  return ((await load()) as { default: CataloguePart }).default;
}
