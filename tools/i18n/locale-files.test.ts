import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { pathToFileURL } from 'node:url';
import { catalogs } from '../../web/i18n/catalogues';
import { LOCALES } from '../../web/i18n/locale';
import { precompileCatalogue } from '../../web/i18n/precompile';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { fillText } from '../../domain/shared/locale-texts';
import { LOCALES_ROOT, localesOf, problemsOf, TEXT_FILES, textFileProblemsOf } from './locale-check';

const root = path.resolve(LOCALES_ROOT.pathname, '../../..');
const formatjs = (...args: string[]) => execFileSync(path.join(root, 'node_modules/.bin/formatjs'), args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const sourceFiles = readdirSync(new URL('nl/', LOCALES_ROOT)).filter((file) => file.endsWith('.json'));

/** Catalogue files in a scratch directory: nl and one translation. */
function scratch(nl: Record<string, string>, de: Record<string, string>): URL {
  const dir = mkdtempSync(path.join(tmpdir(), 'locales-'));
  for (const [locale, texts] of Object.entries({ nl, de })) {
    mkdirSync(path.join(dir, locale));
    writeFileSync(path.join(dir, locale, 'core.json'), JSON.stringify(texts));
  }
  return pathToFileURL(`${dir}/`);
}

describe('the catalogue files of every locale (web/i18n/locales, decision 0060)', () => {
  it.each([...LOCALES])('in %s, a served locale, have every file and key of nl, no other, and the same ICU arguments', (locale) => {
    expect(problemsOf(locale)).toEqual([]);
  });

  it.each(Object.keys(TEXT_FILES) as (keyof typeof TEXT_FILES)[])('have %s texts for every served locale, each with the keys and ICU arguments of nl', (kind) => {
    const dir = TEXT_FILES[kind];
    for (const locale of [...LOCALES, ...localesOf(dir)]) expect(textFileProblemsOf(dir, locale), locale).toEqual([]);
  });

  it("word the texts of the domain, the manifest and the offline page with plain arguments only, so fillText says what ICU says", () => {
    for (const dir of [TEXT_FILES.push, TEXT_FILES.order, TEXT_FILES.manifest, TEXT_FILES.offline]) {
      for (const locale of localesOf(dir)) {
        const texts = JSON.parse(readFileSync(new URL(`${locale}.json`, dir), 'utf8')) as Record<string, string>;
        for (const [key, text] of Object.entries(texts)) {
          expect(parse(text).every((element) => element.type === TYPE.literal || element.type === TYPE.argument), `${locale} ${key}`).toBe(true);
          expect(fillText(text, { name: 'Bram' }), `${locale} ${key}`).toBe(new IntlMessageFormat(text, locale).format({ name: 'Bram' }));
        }
      }
    }
  });

  it('tell a key missing, a key nl does not have, an argument renamed or of another type, and a message that is not ICU', () => {
    const nl = { a: 'Hallo {name}', b: '{n, plural, one {# credit} other {# credits}}', c: 'Kijk', d: 'Ja' };
    expect(problemsOf('de', scratch(nl, { a: 'Hallo {naam}', b: '{n} Credits', c: 'Schau {', e: 'Extra' }))).toEqual([
      'de/core.json: e is not a key of nl',
      'de/core.json: a has the arguments {naam:argument}, nl {name:argument}',
      'de/core.json: b has the arguments {n:argument}, nl {n:plural}',
      expect.stringMatching(/^de\/core.json: c is not ICU MessageFormat/),
      'de/core.json: d missing',
    ]);
    expect(problemsOf('fi', scratch(nl, nl))).toEqual(['fi/core.json: missing']);
  });

  it('let a translation leave out only the arguments the exception list names (footer.disclaimer: the Dutch fictional_plural)', () => {
    const nl = { 'footer.disclaimer': 'Sommige profielen zijn {plural}.', other: 'Hallo {name}' };
    expect(problemsOf('de', scratch(nl, { 'footer.disclaimer': 'Einige Profile sind fiktiv.', other: 'Hallo {name}' }))).toEqual([]);
    expect(problemsOf('de', scratch(nl, { 'footer.disclaimer': 'Einige Profile sind {plural}.', other: 'Hallo' }))).toEqual(['de/core.json: other has the arguments {}, nl {name:argument}']);
  });

  it('type every key of nl: message-key.ts takes the keys of each nl file', () => {
    const source = readFileSync(new URL('../../web/i18n/message-key.ts', import.meta.url), 'utf8');
    for (const file of sourceFiles) {
      const name = file.slice(0, -'.json'.length);
      expect(source, file).toContain(`import type ${name} from './locales/nl/${file}';`);
      expect(source, file).toContain(`keyof typeof ${name}`);
    }
  });

  it("are what `formatjs compile --ast` makes of them, as the browser's build precompiles them", () => {
    for (const file of sourceFiles) {
      const cli = JSON.parse(formatjs('compile', '--format', 'simple', '--ast', `web/i18n/locales/nl/${file}`)) as unknown;
      const ours = JSON.parse(precompileCatalogue(readFileSync(new URL(`nl/${file}`, LOCALES_ROOT), 'utf8'), file)) as unknown;
      expect(isDeepStrictEqual(ours, cli), file).toBe(true);
    }
    // One formatjs process per catalogue file (17): seconds on a busy machine, past vitest's default 5 s.
  }, 60_000);

  it('hold every id the web names in a message descriptor (`formatjs extract`)', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'extract-')), 'ids.json');
    formatjs('extract', 'web/**/*.{ts,tsx}', '--ignore', 'web/**/*.test.{ts,tsx}', '--additional-function-names', 't', '--out-file', out);
    const ids = Object.keys(JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !(id in catalogs.nl))).toEqual([]);
  }, 60_000);
});
