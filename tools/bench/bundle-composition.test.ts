import { describe, expect, it } from 'vitest';
import { composition, decodeMappings, sourceKey } from './bundle-composition';

describe('bundle composition', () => {
  it('decodes source map mappings: generated column and source index per segment, across lines', () => {
    // "AAAA,IAAI;ECAA": line 1 segments at columns 0 and 4 of source 0; line 2 at column 2 of source 1.
    expect(decodeMappings('AAAA,IAAI;ECAA')).toEqual([
      [
        [0, 0],
        [4, 0],
      ],
      [[2, 1]],
    ]);
    // A one-field segment maps to no source.
    expect(decodeMappings('A,C')).toEqual([
      [
        [0, -1],
        [1, -1],
      ],
    ]);
  });

  it('names a source by what it is: a library by its package, our files and catalogues by their path, the rest generated', () => {
    expect(sourceKey('/app/node_modules/react-dom/cjs/react-dom-client.production.js', '/app')).toBe('library:react-dom');
    expect(sourceKey('/app/node_modules/@formatjs/intl/index.js', '/app')).toBe('library:@formatjs/intl');
    expect(sourceKey('/app/web/components/top-nav.tsx', '/app')).toBe('product:web/components/top-nav.tsx');
    expect(sourceKey('/app/web/i18n/locales/nl/search.json', '/app')).toBe('catalogue:web/i18n/locales/nl/search.json');
    expect(sourceKey('/app/web/i18n/messages.ts', '/app')).toBe('product:web/i18n/messages.ts');
    expect(sourceKey(null, '/app')).toBe('generated:');
  });

  it("splits a chunk's gzip bytes over its sources, summing to the chunk's own gzip size", () => {
    const ours = 'function f(){return "a product text that is long enough to count"}';
    const theirs = 'var library=function(){return [1,2,3].map(function(x){return x*2})}();';
    const code = `${ours}\n${theirs}`;
    const result = composition(code, { sources: ['/app/web/a.ts', '/app/node_modules/lib/index.js'], mappings: 'AAAA;ACAA' }, (source) => sourceKey(source, '/app'));
    expect(Object.keys(result.sources).sort()).toEqual(['library:lib', 'product:web/a.ts']);
    const sum = Object.values(result.sources).reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - result.gzip)).toBeLessThanOrEqual(1);
  });
});
