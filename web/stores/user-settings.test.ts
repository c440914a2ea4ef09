import { member, testStore } from '../../test/support/web/test-store';
import { LanguageSetting } from './user-settings';

/** Settings' language (issue 24, decision 0064): the account and the cookie change on the server, never in the page. */
describe('the language setting', () => {
  const documentCookie = () => (typeof document === 'undefined' ? '' : document.cookie);

  it('saves the language through PUT /api/user.php {language} and stays busy while the page reloads', async () => {
    const { store, server } = testStore({ 'PUT /api/user.php': { status: 200, body: { user: member({ language: 'de' }) } } });
    const setting = new LanguageSetting(store.endpoints);

    expect(await setting.save('de')).toBe(true);

    expect(server.to('PUT', '/api/user.php').map((call) => call.body)).toEqual([{ language: 'de' }]);
    expect(setting.form.busy).toBe(true);
    // The answer's Set-Cookie is the server's: the store writes no cookie of its own.
    expect(documentCookie()).not.toContain('locale=');
  });

  it('keeps the page as it is and says why when the server refuses the language', async () => {
    const { store } = testStore({ 'PUT /api/user.php': { status: 400, body: { error: 'invalid_input', field: 'language', reason: 'unknown_locale' } } });
    const setting = new LanguageSetting(store.endpoints);

    expect(await setting.save('xx')).toBe(false);

    expect(setting.form.busy).toBe(false);
    expect(setting.form.problem?.code).toBe('invalid_input');
  });

  it('sends nothing for a value that is no language', async () => {
    const { store, server } = testStore();
    const setting = new LanguageSetting(store.endpoints);

    expect(await setting.save('')).toBe(false);

    expect(server.calls).toEqual([]);
  });
});
