import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * How a locale's catalogue files compare with the source (nl): the same files, the same keys, every message ICU
 * MessageFormat (with an `other` case), and the same arguments by name and type (decision 0060). For the unit test
 * over the served locales and `npm run i18n:check -- <locale>` for a translator.
 */
export const LOCALES_ROOT = new URL('../../web/i18n/locales/', import.meta.url);

/**
 * Arguments of nl a translation may leave out, by key. `footer.disclaimer`: `{plural}` is the fictional_plural text of
 * the page's locale ("fictieve profielen"); another language may say "fictional" in its own words instead.
 */
export const OPTIONAL_ARGUMENTS: Readonly<Record<string, readonly string[]>> = {
  'footer.disclaimer': ['plural'],
};

type CatalogueFile = Record<string, unknown>;

/** Every argument (and rich-text tag) of a message with its kind: `credits:plural`, `name:argument`, `<b>:tag`. */
export function argumentsOf(elements: readonly MessageFormatElement[], into = new Map<string, string>()): Map<string, string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.set(`<${element.value}>`, 'tag');
      argumentsOf(element.children, into);
      continue;
    }
    into.set(element.value, TYPE[element.type]);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

const readFile = (root: URL, locale: string, file: string): CatalogueFile => JSON.parse(readFileSync(new URL(`${locale}/${file}`, root), 'utf8')) as CatalogueFile;

/** The locales that have a directory of catalogue files, finished or not. */
export const localesWithFiles = (root = LOCALES_ROOT): string[] => readdirSync(root).filter((name) => /^[a-z]{2}$/.test(name)).sort();

/** How one file of texts differs from its nl source: keys missing or extra, messages not ICU, arguments not nl's. */
export function textProblems(source: CatalogueFile, target: CatalogueFile, label: string): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(target)) if (!(key in source)) problems.push(`${label}: ${key} is not a key of nl`);
  for (const [key, text] of Object.entries(source)) {
    const translated = target[key];
    if (typeof translated !== 'string' || translated.trim() === '') {
      problems.push(`${label}: ${key} missing`);
      continue;
    }
    let theirs: Map<string, string>;
    try {
      theirs = argumentsOf(parse(translated, { requiresOtherClause: true }));
    } catch (error) {
      problems.push(`${label}: ${key} is not ICU MessageFormat (${String(error)})`);
      continue;
    }
    const ours = argumentsOf(parse(text as string));
    const optional = OPTIONAL_ARGUMENTS[key] ?? [];
    const differ = [...ours].filter(([name, kind]) => theirs.get(name) !== kind && !(optional.includes(name) && !theirs.has(name)));
    const extra = [...theirs.keys()].filter((name) => !ours.has(name));
    if (differ.length > 0 || extra.length > 0) {
      const show = (args: Map<string, string>) => [...args].map(([name, kind]) => `${name}:${kind}`).sort().join(', ');
      problems.push(`${label}: ${key} has the arguments {${show(theirs)}}, nl {${show(ours)}}`);
    }
  }
  return problems;
}

/**
 * The texts kept as one file per locale beside the code that says them (decision 0060): the mails', the pushes', the
 * order confirmation's, the web manifest's, the offline page's, the fictional profiles' disclosure. Every served
 * locale has each.
 */
export const TEXT_FILES = {
  mail: new URL('../../adapters/mail/texts/', import.meta.url),
  push: new URL('../../domain/notifications/push-texts/', import.meta.url),
  order: new URL('../../domain/payments/order-texts/', import.meta.url),
  manifest: new URL('../../bff/http/manifest-texts/', import.meta.url),
  offline: new URL('../../web/pages/offline/texts/', import.meta.url),
  fictional: new URL('../../domain/settings/fictional-texts/', import.meta.url),
} as const;

/** The locales that have a file in one of those directories. */
export const localesOf = (dir: URL): string[] => readdirSync(dir).filter((file) => /^[a-z]{2}\.json$/.test(file)).map((file) => file.slice(0, 2)).sort();

/** What is wrong with a locale's file in one of those directories. */
export function textFileProblemsOf(dir: URL, locale: string): string[] {
  const read = (name: string) => JSON.parse(readFileSync(new URL(`${name}.json`, dir), 'utf8')) as CatalogueFile;
  const label = `${dir.pathname.split('/').slice(-3, -1).join('/')}/${locale}.json`;
  if (!existsSync(new URL(`${locale}.json`, dir))) return [`${label}: missing`];
  try {
    return textProblems(read('nl'), read(locale), label);
  } catch (error) {
    return [`${label}: not JSON (${String(error)})`];
  }
}

const STATIC_PAGES_ROOT = new URL('../../web/content/static-pages/', import.meta.url);

/** The static pages nl has (web/content/static-pages/nl/<page>.ts) that the locale lacks; their content is tested there. */
export function staticPageProblemsOf(locale: string): string[] {
  const pagesOf = (dir: string) => (existsSync(new URL(`${dir}/`, STATIC_PAGES_ROOT)) ? readdirSync(new URL(`${dir}/`, STATIC_PAGES_ROOT)) : []);
  const have = pagesOf(locale);
  return pagesOf('nl')
    .filter((file) => !have.includes(file))
    .map((file) => `web/content/static-pages/${locale}/${file}: missing`);
}

/**
 * Everything a locale lacks before it may be served: its web catalogue files, its mail, push, order, manifest and
 * offline texts, its static pages.
 */
export const allProblemsOf = (locale: string): string[] => [
  ...problemsOf(locale),
  ...Object.values(TEXT_FILES).flatMap((dir) => textFileProblemsOf(dir, locale)),
  ...staticPageProblemsOf(locale),
];

/** What is wrong with a locale's files, one line each; none when it may be served. */
export function problemsOf(locale: string, root = LOCALES_ROOT): string[] {
  const problems: string[] = [];
  const sourceFiles = readdirSync(new URL('nl/', root)).filter((file) => file.endsWith('.json'));
  const files = existsSync(new URL(`${locale}/`, root)) ? readdirSync(new URL(`${locale}/`, root)).filter((file) => file.endsWith('.json')) : [];
  for (const file of files) if (!sourceFiles.includes(file)) problems.push(`${locale}/${file}: a file nl does not have`);
  for (const file of sourceFiles) {
    if (!files.includes(file)) {
      problems.push(`${locale}/${file}: missing`);
      continue;
    }
    const source = readFile(root, 'nl', file);
    let target: CatalogueFile;
    try {
      target = readFile(root, locale, file);
    } catch (error) {
      problems.push(`${locale}/${file}: not JSON (${String(error)})`);
      continue;
    }
    problems.push(...textProblems(source, target, `${locale}/${file}`));
  }
  return problems;
}
