import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogues';
import { resolveLocale } from './locale';

describe('the interface language (SPEC §4)', () => {
  it('follows the locale cookie first', () => {
    expect(resolveLocale('a=1; locale=en; b=2', 'nl-NL')).toBe('en');
  });

  it('takes the first two letters of domain_language when there is no cookie', () => {
    expect(resolveLocale(undefined, 'en-GB')).toBe('en');
    expect(resolveLocale('', 'nl-BE')).toBe('nl');
  });

  it('takes a German domain language for German (SPEC §4, issue 24)', () => {
    expect(resolveLocale(undefined, 'de-DE')).toBe('de');
    expect(resolveLocale('locale=xx', 'fr-FR')).toBe('fr');
  });

  it('falls back to nl for an unknown cookie and domain language', () => {
    expect(resolveLocale('locale=xx', 'xx-XX')).toBe('nl');
    expect(resolveLocale('locale=pt', 'pt-PT')).toBe('nl');
  });
});

describe('the catalogues', () => {
  // All but 'E-mailadres niet gevonden': the reset page answers the same whether an address has an account (issue 22).
  it('carry the Dutch texts of SPEC §8 verbatim', () => {
    const dutch = Object.values(catalogs.nl);
    for (const text of [
      'Login mislukt, probeer opnieuw',
      'Te veel foute pogingen, account voor {minutes} min geblokkeerd.',
      'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.',
      'Link verlopen of invalide, vraag een nieuwe e-mail aan',
      'Dit e-mailadres heeft al een account op deze site.',
      'Ongeldige e-mail',
      'Er is een fout opgetreden, probeer het later opnieuw.',
    ]) {
      expect(dutch).toContain(text);
    }
  });

  it('translate every key into English', () => {
    expect(Object.keys(catalogs.en).sort()).toEqual(Object.keys(catalogs.nl).sort());
    for (const [key, text] of Object.entries(catalogs.en)) expect(text, key).not.toBe('');
  });
});
