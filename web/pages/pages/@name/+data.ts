import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isStaticPage, type StaticPageName } from '../../../../domain/legal/static-pages';
import { termsVersionDate } from '../../../../domain/legal/terms-version';
import { loadStaticPage } from '../../../content/static-pages/load';
import { formatVersionDate, placeholderValues, type PlaceholderValues } from '../../../content/static-pages/placeholders';
import type { StaticPageContent } from '../../../content/static-pages/types';

export interface StaticPageData {
  readonly name: StaticPageName;
  readonly content: StaticPageContent;
  /** The settings the texts name, as text in the visitor's language (made here, so server and browser agree). */
  readonly values: PlaceholderValues;
  /** The terms only: the date of the version in force (domain/legal/terms-version.ts). */
  readonly version: { readonly iso: string; readonly text: string } | null;
}

/** SPEC §2 static pages: the page's text in the visitor's locale, loaded on the server only; any other name is a 404. */
export async function data(pageContext: PageContextServer): Promise<StaticPageData> {
  const name = pageContext.routeParams.name ?? '';
  if (!isStaticPage(name)) throw render(404);
  const locale = pageContext.store.locale;
  const settings = pageContext.services.settings;
  const date = name === 'terms' ? termsVersionDate(settings.company_added) : undefined;
  return {
    name,
    content: await loadStaticPage(name, locale),
    values: placeholderValues(settings, locale),
    version: date ? { iso: date.toISOString(), text: formatVersionDate(date, locale) } : null,
  };
}
