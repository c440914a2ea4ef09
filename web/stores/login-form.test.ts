import { LoginForm } from './login-form';
import { testStore } from '../../test/support/web/test-store';

describe('the login form', () => {
  it('marks the empty fields by the contract schema and sends nothing', async () => {
    const { store, server } = testStore({}, { user: null });
    const login = new LoginForm(store.endpoints);

    expect(await login.logIn({ email: '  ', password: '' })).toBe(false);

    expect(login.form.errors).toEqual({
      email: { code: 'invalid_input', field: 'email', reason: 'required' },
      password: { code: 'invalid_input', field: 'password', reason: 'required' },
    });
    expect(server.calls).toEqual([]);
  });

  it('keeps login_failed and a lockout with its minutes as the form problem', async () => {
    const { store } = testStore(
      {
        'POST /api/user.php': [
          { status: 401, body: { error: 'login_failed' } },
          { status: 429, body: { error: 'login_locked', minutes: 15, retry_after: 900 } },
        ],
      },
      { user: null },
    );
    const login = new LoginForm(store.endpoints);

    expect(await login.logIn({ email: 'a@b.nl', password: 'fout' })).toBe(false);
    expect(login.form.problem).toEqual({ code: 'login_failed', action: 'logIn' });
    expect(login.form.busy).toBe(false);
    await login.logIn({ email: 'a@b.nl', password: 'fout' });
    expect(login.form.problem).toEqual({ code: 'login_locked', action: 'logIn', minutes: 15 });
  });

  it('stays busy after a login while the page leaves', async () => {
    const { store, server } = testStore({ 'POST /api/user.php': { status: 200, body: { user: {} } } }, { user: null });
    const login = new LoginForm(store.endpoints);

    expect(await login.logIn({ email: 'a@b.nl', password: 'goed' })).toBe(true);

    expect(login.form.busy).toBe(true);
    expect(server.calls[0]!.body).toEqual({ email: 'a@b.nl', password: 'goed' });
  });

  it('says no answer when the network is gone', async () => {
    const { store } = testStore({ 'POST /api/user.php': new TypeError('offline') }, { user: null });
    const login = new LoginForm(store.endpoints);

    await login.logIn({ email: 'a@b.nl', password: 'p' });

    expect(login.form.problem).toEqual({ code: 'no_answer', action: 'logIn' });
  });

  it('shows what the server said of a post made before the scripts ran, by its field or for the form, until the next try', async () => {
    const { store } = testStore({ 'POST /api/user.php': { status: 401, body: { error: 'login_failed' } } }, { user: null });

    const empty = new LoginForm(store.endpoints, { code: 'invalid_input', field: 'email', reason: 'required' });
    expect(empty.form.errors).toEqual({ email: { code: 'invalid_input', field: 'email', reason: 'required', action: 'logIn' } });
    expect(empty.form.problem).toBeNull();

    const locked = new LoginForm(store.endpoints, { code: 'login_locked', minutes: 9 });
    expect(locked.form.problem).toEqual({ code: 'login_locked', minutes: 9, action: 'logIn' });
    await locked.logIn({ email: 'a@b.nl', password: 'fout' });
    expect(locked.form.problem).toEqual({ code: 'login_failed', action: 'logIn' });
  });
});
