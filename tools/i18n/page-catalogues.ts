import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogueArea } from '../../web/i18n/areas';
import { catalogs } from '../../web/i18n/catalogues';

/**
 * Which texts each page of web/pages uses, read from the source: the modules a page's + files import (statically, and
 * through import() where asked), and the message keys those modules name, as literals or as the start of a template
 * (`error.${code}` names every `error.` key). For the catalogue areas' test and the bundle report.
 */
export const webRoot = fileURLToPath(new URL('../../web', import.meta.url));
export const pagesRoot = path.join(webRoot, 'pages');

const KEYS = Object.keys(catalogs.nl);
const IMPORT = /(?:\bfrom|^import)\s*['"](\.[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** The web modules a file imports, leaving out the catalogues themselves. */
export function importsOf(file: string, kind: 'static' | 'dynamic'): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(kind === 'static' ? IMPORT : DYNAMIC_IMPORT)]
    .map((match) => resolveModule(file, match[1]!))
    .filter((module): module is string => !!module && module.startsWith(webRoot) && !module.startsWith(path.join(webRoot, 'i18n')));
}

/** Every module the entries reach by static imports, and by dynamic ones too when asked. */
export function modulesReached(entries: readonly string[], withDynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...importsOf(file, 'static'), ...(withDynamic ? importsOf(file, 'dynamic') : []));
  }
  return seen;
}

/** The message keys a module names. */
export function keysNamedIn(file: string): Set<string> {
  const source = readFileSync(file, 'utf8');
  const keys = new Set(KEYS.filter((key) => source.includes(`'${key}'`) || source.includes(`"${key}"`) || source.includes(`\`${key}\``)));
  for (const [, prefix] of source.matchAll(/[`]([a-zA-Z]+(?:\.[a-zA-Z]+)*\.)\$\{/g)) for (const key of KEYS) if (key.startsWith(prefix!)) keys.add(key);
  return keys;
}

const plusFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.startsWith('+') && /\.tsx?$/.test(name))
    .map((name) => path.join(dir, name));

/** The files of web/pages/+* that every page has: layout, wrapper, head, hooks. */
export const everyPageFiles = (): string[] => plusFiles(pagesRoot);

/** Every page directory (one with a +Page.tsx) under web/pages. */
export function pageDirectories(dir = pagesRoot): string[] {
  const names = readdirSync(dir);
  const here = names.includes('+Page.tsx') ? [dir] : [];
  return [...here, ...names.filter((name) => statSync(path.join(dir, name)).isDirectory()).flatMap((name) => pageDirectories(path.join(dir, name)))];
}

/** A page's own + files. */
export const pageFiles = (dir: string): string[] => plusFiles(dir);

/** The page's catalogue areas as Vike gives them: the nearest +config.ts, from the page up, that sets `catalogues`. */
export async function areasOfPage(dir: string): Promise<readonly CatalogueArea[]> {
  for (let current = dir; current.startsWith(pagesRoot); current = path.dirname(current)) {
    const config = path.join(current, '+config.ts');
    if (!existsSync(config)) continue;
    const { default: value } = (await import(config)) as { default: { catalogues?: readonly CatalogueArea[] } };
    if (value.catalogues) return value.catalogues;
  }
  return [];
}

/** `/web/pages/members/@id`: a page's id as Vike and the build manifest name it. */
export const pageId = (dir: string): string => `/${path.relative(path.dirname(webRoot), dir)}`;
