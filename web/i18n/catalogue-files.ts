import { LOCALES } from './locale';

/** One catalogue file's texts: key → ICU message. */
export type CatalogueFile = Readonly<Record<string, string>>;

const PREFIX = './locales/';

/** `./locales/nl/core.json` → `nl/core`. */
const nameOf = (path: string) => path.slice(PREFIX.length, -'.json'.length);

/**
 * In a Vite build, dev server or vitest: the served locales' files found by glob (the braces are LOCALES of locale.ts,
 * areas.test.ts holds them equal), in the bundle; a locale still being translated is not read. Elsewhere (tsx:
 * Cucumber, the tools) none.
 */
function bundled(): Record<string, CatalogueFile> | undefined {
  try {
    return import.meta.glob<CatalogueFile>('./locales/{da,de,en,es,fi,fr,it,nb,nl,pl,sv}/*.json', { eager: true, import: 'default' });
  } catch {
    return undefined;
  }
}

async function read(): Promise<Record<string, CatalogueFile>> {
  const files = bundled();
  if (files) return Object.fromEntries(Object.entries(files).map(([path, texts]) => [nameOf(path), texts]));
  // Under tsx (Cucumber, the tools) there is no import.meta.glob: the same files from the disk.
  const { readdirSync, readFileSync } = await import('node:fs');
  const root = new URL(PREFIX, import.meta.url);
  return Object.fromEntries(
    LOCALES.flatMap((locale) =>
      readdirSync(new URL(`${locale}/`, root))
        .filter((file) => file.endsWith('.json'))
        .map((file) => [`${locale}/${file.slice(0, -'.json'.length)}`, JSON.parse(readFileSync(new URL(`${locale}/${file}`, root), 'utf8')) as CatalogueFile]),
    ),
  );
}

/**
 * Every catalogue file of every served locale, by `<locale>/<part>` (`nl/core`, `en/chat`): the source of the web's texts
 * (decision 0060). For the server and the tests; the browser loads its page's files by themselves (areas.ts).
 */
export const catalogueFiles: Readonly<Record<string, CatalogueFile>> = await read();
