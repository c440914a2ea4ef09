import type { StaticPageName } from '../../../domain/legal/static-pages';
import type { Locale } from '../../i18n/locale';
import type { StaticPageContent } from './types';

type Loader = () => Promise<{ readonly default: StaticPageContent }>;

/**
 * One module per page and locale, imported only when that page is asked for: the texts never join the bundle of
 * another page (decision 0017). The static page's +data.ts calls this on the server.
 */
const MODULES: Record<Locale, Record<StaticPageName, Loader>> = {
  nl: {
    terms: () => import('./nl/terms'),
    privacy: () => import('./nl/privacy'),
    cookies: () => import('./nl/cookies'),
    ban: () => import('./nl/ban'),
    'return-policy': () => import('./nl/return-policy'),
    faq: () => import('./nl/faq'),
    service: () => import('./nl/service'),
  },
  en: {
    terms: () => import('./en/terms'),
    privacy: () => import('./en/privacy'),
    cookies: () => import('./en/cookies'),
    ban: () => import('./en/ban'),
    'return-policy': () => import('./en/return-policy'),
    faq: () => import('./en/faq'),
    service: () => import('./en/service'),
  },
};

export async function loadStaticPage(name: StaticPageName, locale: Locale): Promise<StaticPageContent> {
  return (await MODULES[locale][name]()).default;
}
