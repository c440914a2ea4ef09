import type { CatalogueChunks } from '../contract/page-services';

interface ManifestEntry {
  readonly file?: string;
  readonly imports?: readonly string[];
}

/**
 * The catalogue chunks of a production build, from its manifest (dist/assets.json): `web/i18n/locales/<locale>/core.json`
 * and `web/i18n/locales/<locale>/<area>.json` with the chunks each imports, after the locale's list of its files
 * (`web/i18n/locale-catalogues/<locale>.ts`). A locale or area the build does not have adds nothing.
 */
export function catalogueChunksOf(manifest: Readonly<Record<string, ManifestEntry>>): CatalogueChunks {
  const add = (key: string, into: Set<string>) => {
    const entry = manifest[key];
    if (!entry?.file || into.has(`/${entry.file}`)) return;
    into.add(`/${entry.file}`);
    for (const imported of entry.imports ?? []) add(imported, into);
  };
  const cache = new Map<string, readonly string[]>();
  return (locale, areas) => {
    const key = `${locale}:${areas.join(',')}`;
    let files = cache.get(key);
    if (!files) {
      const into = new Set<string>();
      // The locale's list of its files (web/i18n/areas.ts) first: the browser reads it before it asks for a file.
      add(`web/i18n/locale-catalogues/${locale}.ts`, into);
      for (const source of ['core', ...areas].map((part) => `web/i18n/locales/${locale}/${part}.json`)) add(source, into);
      cache.set(key, (files = [...into]));
    }
    return files;
  };
}
