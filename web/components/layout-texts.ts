import { loadMessages } from '../i18n/messages';
import { isLocale } from '../i18n/locale';

/**
 * A part of the layout loaded after the first screen (layout-parts.tsx, the arrival's notices, the push alert's card,
 * the time bonus's modal) with its texts: the `layout` area of the page's locale (web/i18n/locales/<locale>/layout.json),
 * which no page loads first. The server has every text; the browser's page says its locale in <html lang>.
 */
export function withLayoutTexts<M>(load: () => Promise<M>): () => Promise<M> {
  return async () => {
    const locale = typeof document === 'undefined' ? undefined : document.documentElement.lang;
    if (!isLocale(locale)) return load();
    const [module] = await Promise.all([load(), loadMessages(locale, ['layout'])]);
    return module;
  };
}
