import { parse } from '@formatjs/icu-messageformat-parser';
import { CATALOGUE_FILE, precompileCatalogue } from './precompile';

const compile = (texts: Record<string, unknown>) => JSON.parse(precompileCatalogue(JSON.stringify(texts), 'web/i18n/locales/nl/test.json')) as unknown;

describe("the browser's catalogues, compiled at build time", () => {
  it('hold each message as the ICU syntax tree the parser makes of it', () => {
    expect(compile({ a: 'Hallo {name}', b: '{n, plural, one {# credit} other {# credits}}' })).toEqual({ a: parse('Hallo {name}'), b: parse('{n, plural, one {# credit} other {# credits}}') });
  });

  it('refuse a message that is not a string or not ICU, so the build fails rather than the page', () => {
    expect(() => compile({ a: 1 })).toThrow(/a must be a string/);
    expect(() => compile({ b: 'Hallo {name' })).toThrow(/b is not ICU/);
  });

  it('are the catalogue files of web/i18n/locales, not their helpers', () => {
    expect(CATALOGUE_FILE.test('/repo/web/i18n/locales/nl/core.json')).toBe(true);
    expect(CATALOGUE_FILE.test('/repo/web/i18n/locales/de/profileview.json')).toBe(true);
    expect(CATALOGUE_FILE.test('/repo/web/i18n/messages.ts')).toBe(false);
    expect(CATALOGUE_FILE.test('/repo/package.json')).toBe(false);
  });
});
