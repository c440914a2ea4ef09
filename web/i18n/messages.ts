import type { Catalogue } from './catalogues';
import type { Locale } from './locale';

/** One chunk per locale: a page loads only the catalogue of its own language. */
const loaders: Readonly<Record<Locale, () => Promise<Catalogue>>> = {
  nl: async () => (await import('./nl')).nl,
  en: async () => (await import('./en')).en,
};

// The server renders every locale and has them all from the start; Vite drops this import from the browser's build.
const loaded: Partial<Record<Locale, Catalogue>> = import.meta.env.SSR ? { ...(await import('./catalogues')).catalogs } : {};

/** Loads a locale's catalogue once; the browser awaits it before it renders (+onBeforeRenderClient.ts). */
export async function loadMessages(locale: Locale): Promise<Catalogue> {
  return (loaded[locale] ??= await loaders[locale]());
}

/** A catalogue loadMessages has loaded (every one on the server). */
export function messagesOf(locale: Locale): Catalogue {
  const catalogue = loaded[locale];
  if (!catalogue) throw new Error(`The ${locale} catalogue is not loaded: await loadMessages('${locale}') first`);
  return catalogue;
}
