import { createIntl } from 'react-intl';
import { ERROR_CODES } from '../../bff/contract/error-catalogue';
import { catalogs } from '../i18n/catalogues';
import { LOCALES, type Locale } from '../i18n/locale';
import type { MessageKey } from '../i18n/message-key';
import { CODE_TEXT, errorText, type Translate } from './error-text';
import { NO_ANSWER } from './problem';

/** The catalogue of a locale as react-intl reads it; a missing text is an error, not a fallback. */
function translate(locale: Locale): Translate {
  const intl = createIntl({
    locale,
    messages: catalogs[locale],
    onError: (error) => {
      throw error;
    },
  });
  return (id: MessageKey, values) => intl.formatMessage({ id }, values);
}

const nl = translate('nl');

describe('the text of an error code', () => {
  it('exists for every code of the catalogue, domain and HTTP, in every locale', () => {
    expect(Object.keys(CODE_TEXT).sort()).toEqual([...ERROR_CODES].sort());
    for (const locale of LOCALES) {
      const t = translate(locale);
      for (const code of ERROR_CODES) {
        const key = CODE_TEXT[code];
        expect(catalogs[locale][key], `${locale} ${code}`).toBeTruthy();
        expect(errorText(t, code, { minutes: 3 }), `${locale} ${code}`).not.toBe(key);
      }
    }
  });

  it('speaks the Dutch texts of SPEC §8 verbatim', () => {
    expect(errorText(nl, 'login_failed')).toBe('Login mislukt, probeer opnieuw');
    expect(errorText(nl, 'login_locked', { minutes: 15 })).toBe('Te veel foute pogingen, account voor 15 min geblokkeerd.');
    expect(errorText(nl, 'reset_limit')).toBe('Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.');
    expect(errorText(nl, 'link_invalid')).toBe('Link verlopen of invalide, vraag een nieuwe e-mail aan');
    expect(errorText(nl, 'email_taken')).toBe('Dit e-mailadres heeft al een account op deze site.');
    expect(errorText(nl, 'server_error')).toBe('Er is een fout opgetreden, probeer het later opnieuw.');
  });

  it('gives no answer and unknown codes the generic text', () => {
    expect(errorText(nl, NO_ANSWER)).toBe('Er is een fout opgetreden, probeer het later opnieuw.');
    expect(errorText(translate('en'), 'something_new')).toBe('An error occurred, please try again later.');
  });

  it('says invalid_input by its field and reason', () => {
    expect(errorText(nl, 'invalid_input', { field: 'email', reason: 'Too small: expected string to have >=1 characters' })).toBe('Ongeldige e-mail');
    expect(errorText(nl, 'invalid_input', { field: 'email', reason: 'required' })).toBe('Vul dit veld in.');
    expect(errorText(nl, 'invalid_input', { field: 'password', reason: 'too_common' })).toBe('Dit wachtwoord is te makkelijk te raden, kies een ander.');
    expect(errorText(nl, 'invalid_input', { field: 'date_of_birth', reason: 'too_young', minAge: 18 })).toBe('Je moet minstens 18 jaar oud zijn.');
    expect(errorText(nl, 'invalid_input', { field: 'region', reason: 'unknown_region' })).toBe('Kies een plaats uit de lijst.');
    expect(errorText(nl, 'invalid_input', { field: 'password_confirmation', reason: 'mismatch' })).toBe('De wachtwoorden komen niet overeen.');
    expect(errorText(nl, 'invalid_input', { field: 'about', reason: 'too_long', max: 2000 })).toBe('Maximaal 2000 tekens.');
    expect(errorText(nl, 'invalid_input', { field: 'photo', reason: 'too_many_pixels', mp: 40 })).toBe('Deze foto heeft te veel pixels (maximaal 40 megapixel).');
    expect(errorText(nl, 'invalid_input', { field: 'name', reason: 'whatever zod says' })).toBe('Ongeldige waarde.');
  });

  it('says why no SMS code goes to a number that is no mobile number of the site’s countries', () => {
    expect(errorText(nl, 'invalid_input', { field: 'mobile', reason: 'not_mobile' })).toBe(
      'We sturen de code alleen naar een mobiel nummer uit een land van deze site, niet naar een vast nummer, betaalnummer of satellietnummer.',
    );
    expect(errorText(translate('en'), 'invalid_input', { field: 'mobile', reason: 'not_mobile' })).toBe(
      'We only text the code to a mobile number of a country this site serves, not to a landline, premium-rate or satellite number.',
    );
  });

  it('says a code the way the call it came from needs', () => {
    expect(errorText(nl, 'rate_limited', { minutes: 2 })).toBe('Te veel pogingen, probeer het over 2 min opnieuw.');
    expect(errorText(nl, 'rate_limited', { minutes: 2, action: 'resendActivation' })).toBe(
      'Je hebt al een paar mails aangevraagd. Probeer het over 2 minuten opnieuw.',
    );
    expect(errorText(nl, 'payload_too_large', { action: 'uploadPhoto', mb: 10 })).toBe('Deze foto is te groot (maximaal 10 MB).');
    expect(errorText(nl, 'not_found', { action: 'locate' })).toMatch(/^We vonden geen woonplaats/);
  });
});
