import { readFileSync } from 'node:fs';
import { LOCALES } from './locale';

describe("the catalogue files read by glob", () => {
  it.each(['areas.ts', 'catalogue-files.ts'])('in %s are those of the served locales, no more (the browser loaders are in the first load of every page)', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    const braces = /import\.meta\.glob<[^>]+>\('\.\/locales\/\{([a-z,]+)\}\/\*\.json'/.exec(source)?.[1];
    expect(braces?.split(',').sort()).toEqual([...LOCALES].sort());
  });
});
