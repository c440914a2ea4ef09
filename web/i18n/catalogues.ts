import { catalogueFiles } from './catalogue-files';
import { LOCALES, type Locale } from './locale';
import type { MessageKey } from './message-key';

export type Catalogue = Readonly<Record<MessageKey, string>>;

const catalogueOf = (locale: Locale): Catalogue =>
  Object.assign({}, ...Object.entries(catalogueFiles).filter(([name]) => name.startsWith(`${locale}/`)).map(([, texts]) => texts)) as Catalogue;

/**
 * Every served locale's whole catalogue, the core and every area at once: for the server, which renders any page in
 * any locale, and for tests. The browser never imports this module: it loads the core of its page's locale and the
 * areas of the page (messages.ts, areas.ts).
 */
export const catalogs: Readonly<Record<Locale, Catalogue>> = Object.fromEntries(LOCALES.map((locale) => [locale, catalogueOf(locale)])) as Record<Locale, Catalogue>;
