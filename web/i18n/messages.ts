import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
import type { Locale } from './locale';
import type { MessageKey } from './nl';

/**
 * A catalogue as a page has it: the texts (server, dev, tests), or in the browser's build their ICU syntax trees, which
 * vite.config.ts compiles from the same texts.
 */
export type Messages = Readonly<Record<MessageKey, string | MessageFormatElement[]>>;

/** One chunk per locale: a page loads only the catalogue of its own language. */
const loaders: Readonly<Record<Locale, () => Promise<Messages>>> = {
  nl: async () => (await import('./nl')).nl,
  en: async () => (await import('./en')).en,
};

// The server renders every locale and has them all from the start; Vite drops this import from the browser's build.
const loaded: Partial<Record<Locale, Messages>> = import.meta.env.SSR ? { ...(await import('./catalogues')).catalogs } : {};

/** Loads a locale's catalogue once; the browser awaits it before it renders (+onBeforeRenderClient.ts). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (loaded[locale] ??= await loaders[locale]());
}

/** A catalogue loadMessages has loaded (every one on the server), as react-intl's IntlProvider takes it. */
export function messagesOf(locale: Locale): Record<string, string> | Record<string, MessageFormatElement[]> {
  const catalogue = loaded[locale];
  if (!catalogue) throw new Error(`The ${locale} catalogue is not loaded: await loadMessages('${locale}') first`);
  return catalogue as Record<string, string> | Record<string, MessageFormatElement[]>;
}

const cache = createIntlCache();
const formatters: Partial<Record<Locale, IntlShape>> = {};

/**
 * One intl object per locale for the process (the server) or the tab, given to every page by +Wrapper.tsx: its
 * formatter cache outlives a render, so a message is made into a formatter once, not again on every page.
 */
export function intlFor(locale: Locale): IntlShape {
  return (formatters[locale] ??= createIntl({ locale, defaultLocale: 'nl', messages: messagesOf(locale), timeZone: 'Europe/Amsterdam' }, cache));
}

/** A message formatted outside React (the document title), as the pages format it. */
export function formatText(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  return intlFor(locale).formatMessage({ id: key }, values);
}
