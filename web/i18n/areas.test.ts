import { readdirSync, readFileSync } from 'node:fs';
import { LOCALES } from './locale';

describe('the catalogue files read by glob', () => {
  it('are, on the server, those of the served locales, no more', () => {
    const source = readFileSync(new URL('./catalogue-files.ts', import.meta.url), 'utf8');
    const braces = /import\.meta\.glob<[^>]+>\('\.\/locales\/\{([a-z,]+)\}\/\*\.json'/.exec(source)?.[1];
    expect(braces?.split(',').sort()).toEqual([...LOCALES].sort());
  });

  it('are, in the browser, one list per served locale, each naming only its own locale’s files', () => {
    const lists = readdirSync(new URL('./locale-catalogues/', import.meta.url)).filter((file) => file.endsWith('.ts'));
    expect(lists.map((file) => file.slice(0, -'.ts'.length)).sort()).toEqual([...LOCALES].sort());
    for (const file of lists) {
      const source = readFileSync(new URL(`./locale-catalogues/${file}`, import.meta.url), 'utf8');
      expect(/import\.meta\.glob\('\.\.\/locales\/([a-z]+)\/\*\.json'\)/.exec(source)?.[1], file).toBe(file.slice(0, -'.ts'.length));
    }
  });
});
