import path from 'node:path';
import { CATALOGUE_AREAS, type CatalogueArea } from '../../web/i18n/areas';
import { catalogueFiles } from '../../web/i18n/catalogue-files';
import { areasOfPage, everyPageFiles, importsOf, keysNamedIn, modulesReached, pageDirectories, pageFiles, pageId, webRoot } from './page-catalogues';

/** The source catalogue's files: its core and each area (web/i18n/locales/nl/<area>.json). */
const nl = catalogueFiles['nl/core']!;
const AREA_TEXTS = Object.fromEntries(CATALOGUE_AREAS.map((area) => [area, catalogueFiles[`nl/${area}`] ?? {}])) as Record<CatalogueArea, object>;

/** What a module loaded by import() from the layout brings its own areas for (signup-modal.tsx loads them with it). */
const LAZY_FROM_EVERY_PAGE: Record<string, readonly CatalogueArea[]> = {
  // The layout's later parts (web/components/layout-parts.tsx, issue 26): each with the layout's later texts; the
  // signup modal's launcher brings its dialog, which loads the signup texts with it; the activation reminder's modal
  // says what its banner says (the core).
  'components/footer.tsx': ['layout'],
  'components/language/language-menu.tsx': ['layout'],
  // The member's account menu (issue 27): texts of the core.
  'components/nav/account-menu.tsx': [],
  'components/activation-reminder.tsx': ['layout'],
  'components/photo-alert.tsx': ['layout'],
  'components/notifications-disabled-alert.tsx': ['layout'],
  'components/signup/signup-modal.tsx': ['layout', 'signup'],
  // The time-bonus modal's texts are the banner's, in the core.
  'components/time-bonus-modal.tsx': [],
  // The new-like popup says what the layout says: the core.
  'components/likes/new-like-dialog.tsx': [],
  // The error page's last resort (issue 26): words of its own in every locale, no catalogue.
  'signals/last-resort.tsx': [],
  // The toasts' look and the live sync, after the first screen (decision 0054): texts of the core.
  'signals/toast-stacks.tsx': [],
  'stores/sync.ts': [],
  // The service worker's registration and the update card (decision 0058): texts of the core.
  'pwa/worker-client.ts': [],
  'pwa/update-prompt.tsx': [],
  // The push alert's card, once the browser is known to push (decision 0055): the layout's later texts.
  'components/alerts/push-alert-card.tsx': ['layout'],
  // The 18+ warning and the cookie banner (issue 24, decision 0062): the layout's later texts.
  'components/arrival/entry-warning.tsx': ['layout'],
  'components/arrival/cookie-banner.tsx': ['layout'],
};

/** The keys of the modules that are neither in the core nor in the given areas, with the module that names each. */
function missingTexts(modules: Iterable<string>, areas: readonly CatalogueArea[]): string[] {
  const missing: string[] = [];
  for (const module of modules) {
    for (const key of keysNamedIn(module)) {
      if (key in nl || areas.some((area) => key in AREA_TEXTS[area])) continue;
      missing.push(`${key} (${path.relative(webRoot, module)})`);
    }
  }
  return missing;
}

describe('the catalogue areas', () => {
  it('are the files of the source catalogue besides its core', () => {
    const files = Object.keys(catalogueFiles).filter((name) => name.startsWith('nl/')).map((name) => name.slice('nl/'.length));
    expect(files.sort()).toEqual(['core', ...CATALOGUE_AREAS].sort());
  });

  const layout = modulesReached(everyPageFiles(), false);

  it('split the catalogue: every key is in the core or in exactly one area', () => {
    const areasOfKey = (key: string) => CATALOGUE_AREAS.filter((area) => key in AREA_TEXTS[area]);
    for (const area of CATALOGUE_AREAS) for (const key of Object.keys(AREA_TEXTS[area])) expect(key in nl ? ['core', ...areasOfKey(key)] : areasOfKey(key)).toEqual([area]);
  });

  it('give the layout, on every page, only texts of the core', () => {
    expect(missingTexts(layout, [])).toEqual([]);
  });

  it('come with what the layout loads later: each import() of it names the areas it loads', () => {
    const lazy = [...layout].flatMap((module) => importsOf(module, 'dynamic'));
    expect(lazy.map((module) => path.relative(webRoot, module)).sort()).toEqual(Object.keys(LAZY_FROM_EVERY_PAGE).sort());
    for (const module of lazy) expect(missingTexts(modulesReached([module], true), LAZY_FROM_EVERY_PAGE[path.relative(webRoot, module)]!)).toEqual([]);
  });

  it.each(pageDirectories().map((dir) => [pageId(dir), dir]))('hold every text %s shows, in the core or its areas', async (_id, dir) => {
    const modules = [...modulesReached(pageFiles(dir), true)].filter((module) => !layout.has(module));
    expect(missingTexts(modules, await areasOfPage(dir))).toEqual([]);
  });
});
