import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
import type { Locale } from './locale';
import type { MessageKey } from './message-key';
import { CATALOGUE_AREAS, loadCataloguePart, type CatalogueArea } from './areas';

/** A catalogue as a page has it: the core and the areas loaded so far (areas.ts). */
export type Messages = Record<string, string | MessageFormatElement[]>;

// The server renders every page in every locale and has every text from the start; Vite drops this import from the
// browser's build.
const loaded: Partial<Record<Locale, Messages>> = import.meta.env.SSR ? { ...(await import('./catalogues')).catalogs } : {};
const coreLoading: Partial<Record<Locale, Promise<Messages>>> = {};
const loadedAreas: Partial<Record<Locale, Set<CatalogueArea>>> = {};

/**
 * Loads a locale's core once, and the areas a page needs that are not loaded yet, into the one catalogue object the
 * locale's intl reads: the browser awaits it before it renders a page (+onBeforeRenderClient.ts), so what the server
 * rendered and what hydrates say the same.
 */
export async function loadMessages(locale: Locale, areas: readonly CatalogueArea[] = []): Promise<Messages> {
  // One load of the core however many ask at once: every later area goes into the object the intl holds.
  const messages = loaded[locale] ?? (await (coreLoading[locale] ??= loadCataloguePart(locale, 'core').then((core) => (loaded[locale] ??= { ...core }))));
  const had = (loadedAreas[locale] ??= new Set(import.meta.env.SSR ? CATALOGUE_AREAS : []));
  const missing = areas.filter((area) => !had.has(area));
  const parts = await Promise.all(missing.map((area) => loadCataloguePart(locale, area)));
  Object.assign(messages, ...parts);
  for (const area of missing) had.add(area);
  return messages;
}

/** A catalogue loadMessages has loaded (every one on the server), as react-intl's IntlProvider takes it. */
export function messagesOf(locale: Locale): Messages {
  const catalogue = loaded[locale];
  if (!catalogue) throw new Error(`The ${locale} catalogue is not loaded: await loadMessages('${locale}') first`);
  return catalogue;
}

const cache = createIntlCache();
const formatters: Partial<Record<Locale, IntlShape>> = {};

/**
 * One intl object per locale for the process (the server) or the tab, given to every page by +Wrapper.tsx: its
 * formatter cache outlives a render, so a message is made into a formatter once, not again on every page.
 */
export function intlFor(locale: Locale): IntlShape {
  // The catalogue object is the one loadMessages adds areas to: the intl made here sees them.
  return (formatters[locale] ??= createIntl({ locale, defaultLocale: 'nl', messages: messagesOf(locale) as Record<string, string>, timeZone: 'Europe/Amsterdam' }, cache));
}

/** A message formatted outside React (the document title), as the pages format it. */
export function formatText(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  return intlFor(locale).formatMessage({ id: key }, values);
}
