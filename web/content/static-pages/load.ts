import type { StaticPageName } from '../../../domain/legal/static-pages';
import type { Locale } from '../../i18n/locale';
import type { StaticPageContent } from './types';

/**
 * One module per page and locale (web/content/static-pages/<locale>/<page>.ts), found by glob and imported only when
 * that page is asked for: the texts never join the bundle of another page (decision 0017). Every served locale has
 * every page (content.test.ts); the static page's +data.ts calls this on the server. Decision 0060.
 */
const MODULES = import.meta.glob<{ readonly default: StaticPageContent }>('./*/*.ts');

export async function loadStaticPage(name: StaticPageName, locale: Locale): Promise<StaticPageContent> {
  const load = MODULES[`./${locale}/${name}.ts`];
  if (!load) throw new Error(`No static page web/content/static-pages/${locale}/${name}.ts`);
  return (await load()).default;
}
