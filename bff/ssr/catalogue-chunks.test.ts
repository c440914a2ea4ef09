import { describe, expect, it } from 'vitest';
import { catalogueChunksOf } from './catalogue-chunks';

describe("the catalogue chunks a page preloads", () => {
  const chunks = catalogueChunksOf({
    'web/i18n/locales/nl/core.json': { file: 'assets/chunks/nl.js', imports: ['_shared.js'] },
    'web/i18n/locales/nl/chat.json': { file: 'assets/chunks/nl-chat.js', imports: ['_shared.js'] },
    'web/i18n/locales/nl/support.json': { file: 'assets/chunks/nl-support.js' },
    'web/i18n/locales/en/core.json': { file: 'assets/chunks/en.js' },
    '_shared.js': { file: 'assets/chunks/shared.js' },
  });

  it('are the core of the locale, the areas the page names and what they import, once each', () => {
    expect(chunks('nl', ['chat', 'support'])).toEqual(['/assets/chunks/nl.js', '/assets/chunks/shared.js', '/assets/chunks/nl-chat.js', '/assets/chunks/nl-support.js']);
    expect(chunks('en', [])).toEqual(['/assets/chunks/en.js']);
  });

  it('leave out what the build does not have', () => {
    expect(chunks('en', ['chat'])).toEqual(['/assets/chunks/en.js']);
    expect(chunks('fr', [])).toEqual([]);
  });
});
