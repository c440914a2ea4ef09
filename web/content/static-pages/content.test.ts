import { STATIC_PAGES } from '../../../domain/legal/static-pages';
import { defaultSettings } from '../../../domain/settings/default-settings';
import { LOCALES } from '../../i18n/locale';
import { loadStaticPage } from './load';
import { PLACEHOLDERS, placeholderValues } from './placeholders';
import { isQuestion, textsOfParagraph, type StaticPageContent } from './types';

/** Every text of a page: title, lead, headings, paragraphs, list items, questions and answers. */
function textsOf(page: StaticPageContent): string[] {
  const texts = [page.title, page.lead];
  for (const section of page.sections) {
    texts.push(section.heading);
    for (const block of section.blocks) {
      const paragraphs = isQuestion(block) ? (texts.push(block.q), block.a) : [block];
      for (const paragraph of paragraphs) texts.push(...textsOfParagraph(paragraph));
    }
  }
  return texts;
}

describe.each(STATIC_PAGES)('the static page %s', (name) => {
  it.each(LOCALES)('in %s names only settings the page knows, and links only to pages of the app', async (locale) => {
    const texts = textsOf(await loadStaticPage(name, locale));
    const placeholders = texts.flatMap((text) => [...text.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]));
    expect(placeholders.filter((p) => !(PLACEHOLDERS as readonly (string | undefined)[]).includes(p))).toEqual([]);
    const links = texts.flatMap((text) => [...text.matchAll(/\]\(([^)]*)\)/g)].map((match) => match[1]));
    expect(links.filter((href) => !href?.startsWith('/'))).toEqual([]);
  });

  it('has the same sections in every language, so anchors and the table of contents agree', async () => {
    const [nl, en] = await Promise.all(LOCALES.map((locale) => loadStaticPage(name, locale)));
    expect(en!.sections.map((s) => s.id)).toEqual(nl!.sections.map((s) => s.id));
    expect(en!.sections.map((s) => s.blocks.length)).toEqual(nl!.sections.map((s) => s.blocks.length));
    expect(Boolean(en!.toc)).toBe(Boolean(nl!.toc));
  });
});

describe('placeholderValues', () => {
  it('fills in the settings and the price of a message in the visitor’s language', () => {
    const nl = placeholderValues({ ...defaultSettings, refund_days: 30 }, 'nl');
    expect(nl).toMatchObject({ refund_days: '30', company_kvk: '12345678', message_credits: '10' });
    expect(nl.message_price).toBe('€\u00a01,49');
    expect(placeholderValues(defaultSettings, 'en').message_price).toBe('€1.49');
  });
});
