import { catalogs } from '../i18n/catalogues';
import { errorHintKey, errorMessageOf, errorStatusOf, errorTitleKey, isErrorPage } from './error-status';

describe('what the error page shows for a status (SPEC §8)', () => {
  it('defaults to 500 and takes the abort status', () => {
    expect(errorStatusOf({ is404: false })).toBe(500);
    expect(errorStatusOf({ is404: true })).toBe(404);
    expect(errorStatusOf({ is404: false, abortStatusCode: 403 })).toBe(403);
    expect(errorStatusOf({ is404: false, abortStatusCode: 410 })).toBe(410);
  });

  it('gives each status its own title in both locales', () => {
    const titles = [401, 403, 404, 410, 429, 500, 503].map((s) => catalogs.nl[errorTitleKey(s)]);
    expect(new Set(titles).size).toBe(7);
    expect(catalogs.nl[errorTitleKey(404)]).toBe('Pagina niet gevonden');
    expect(catalogs.en[errorTitleKey(403)]).toBe('Access denied');
    expect(errorTitleKey(418)).toBe('error.pageTitle.500');
    expect(catalogs.nl[errorHintKey(500)]).toBe('Er is een fout opgetreden, probeer het later opnieuw.');
  });

  it('shows a render() reason as the message, nothing else (a crash\'s message is not for visitors)', () => {
    expect(errorMessageOf({ abortReason: 'Dit profiel is verwijderd' })).toBe('Dit profiel is verwijderd');
    expect(errorMessageOf({ abortReason: { notAdmin: true } })).toBeNull();
    expect(errorMessageOf({})).toBeNull();
  });

  it('knows the error page by is404 being set', () => {
    expect(isErrorPage({ is404: null })).toBe(false);
    expect(isErrorPage({})).toBe(false);
    expect(isErrorPage({ is404: false })).toBe(true);
  });
});
