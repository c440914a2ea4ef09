import { parse } from '@formatjs/icu-messageformat-parser';
import { parseAst } from 'vite';
import { CATALOGUE_FILE, precompileCatalogue } from './precompile';

type Program = Parameters<typeof precompileCatalogue>[1];
const compile = (code: string) => precompileCatalogue(code, parseAst(code) as unknown as Program, 'web/i18n/nl-test.ts');
const evaluate = (code: string): Record<string, unknown> => new Function(`${code.replace(/export const (\w+) =/, 'return')}`)() as Record<string, unknown>;

describe("the browser's catalogues, compiled at build time", () => {
  it('hold each message as the ICU syntax tree the parser makes of it, spreads kept', () => {
    const code = `export const nl = { ...nlSignup, 'a': 'Hallo {name}', "b": '{n, plural, one {# credit} other {# credits}}' };`;
    const compiled = compile(code.replace('...nlSignup, ', ''));
    expect(evaluate(compiled)).toEqual({ a: parse('Hallo {name}'), b: parse('{n, plural, one {# credit} other {# credits}}') });
    expect(compile(code)).toContain('...nlSignup');
  });

  it('refuse a message that is not a plain string, so the build fails rather than the page', () => {
    expect(() => compile('export const nl = { a: `Hallo ${1}` };')).toThrow(/string literal/);
  });

  it('are the catalogue files of web/i18n, not their helpers', () => {
    expect(CATALOGUE_FILE.test('/repo/web/i18n/nl.ts')).toBe(true);
    expect(CATALOGUE_FILE.test('/repo/web/i18n/en-account.ts')).toBe(true);
    expect(CATALOGUE_FILE.test('/repo/web/i18n/messages.ts')).toBe(false);
    expect(CATALOGUE_FILE.test('/repo/web/i18n/country-name.ts')).toBe(false);
  });
});
