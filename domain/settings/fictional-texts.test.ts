import { defaultSettings } from './default-settings';
import { fictionalTextsFor } from './fictional-texts';
import nl from './fictional-texts/nl.json';

const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'];
const dutch = Object.values(nl);

describe("the fictional profiles' disclosure (SPEC §1, §3, §8; issue 24)", () => {
  it('keeps the Dutch text verbatim for nl', () => {
    expect(fictionalTextsFor(defaultSettings, 'nl')).toEqual({
      fictional_singular: 'fictief profiel',
      fictional_plural: 'fictieve profielen',
      fictional_warning: 'Dit profiel is fictief en wordt beheerd door een medewerker. Een fysieke afspraak met dit profiel is niet mogelijk.',
    });
  });

  it.each(LOCALES.filter((locale) => locale !== 'nl'))('says it in %s in its own words, never the Dutch', (locale) => {
    const texts = Object.values(fictionalTextsFor(defaultSettings, locale));
    expect(texts.every((text) => text.trim() !== '')).toBe(true);
    expect(texts.filter((text) => dutch.includes(text))).toEqual([]);
  });

  it("uses an operator's own text on pages in the domain's language only", () => {
    const german = { ...defaultSettings, domain_language: 'de-DE', fictional_warning: 'Fiktives Profil, betreut von unserem Team.' };
    expect(fictionalTextsFor(german, 'de').fictional_warning).toBe('Fiktives Profil, betreut von unserem Team.');
    expect(fictionalTextsFor(german, 'de').fictional_plural).toBe('fiktive Profile');
    expect(fictionalTextsFor(german, 'en').fictional_warning).toBe('This profile is fictional and is run by a member of our team. A physical meeting with this profile is not possible.');
    // A Dutch domain's old Dutch setting never reaches an English page.
    const dutchDomain = { ...defaultSettings, fictional_warning: nl['fictional.warning'] };
    expect(fictionalTextsFor(dutchDomain, 'en').fictional_warning).not.toBe(nl['fictional.warning']);
  });

  it('speaks Dutch, the source, for a locale without words', () => {
    expect(fictionalTextsFor(defaultSettings, 'xx').fictional_plural).toBe('fictieve profielen');
  });
});
