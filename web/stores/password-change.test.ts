import { PasswordChange } from './password-change';
import { testStore } from '../../test/support/web/test-store';

describe('changing the password in the settings', () => {
  it('refuses what the bff refuses before sending: an empty current password, a new one against the policy', async () => {
    const { store, server } = testStore();
    const change = new PasswordChange(store.endpoints);

    expect(await change.change('', 'kort')).toBe(false);
    expect(change.form.errors).toEqual({
      current_password: { code: 'invalid_input', field: 'current_password', reason: 'required' },
      password: { code: 'invalid_input', field: 'password', reason: 'too_short' },
    });
    await change.change('oud wachtwoord', 'password');
    expect(change.form.errors.password?.reason).toBe('too_common');
    expect(server.calls).toEqual([]);
  });

  it("puts the server's answer beside the field it names", async () => {
    const { store } = testStore({
      'PUT /api/password.php': [
        { status: 400, body: { error: 'wrong_password', field: 'current_password' } },
        { status: 400, body: { error: 'invalid_input', field: 'password', reason: 'too_common' } },
        { status: 429, body: { error: 'rate_limited', retry_after: 90 } },
      ],
    });
    const change = new PasswordChange(store.endpoints);

    await change.change('fout', 'een nieuw wachtwoord');
    expect(change.form.errors).toEqual({ current_password: { code: 'wrong_password', action: 'changePassword', field: 'current_password' } });
    await change.change('goed', 'een nieuw wachtwoord');
    expect(change.form.errors).toEqual({ password: { code: 'invalid_input', action: 'changePassword', field: 'password', reason: 'too_common' } });
    await change.change('goed', 'een nieuw wachtwoord');
    expect(change.form.errors).toEqual({});
    expect(change.form.problem).toEqual({ code: 'rate_limited', action: 'changePassword', minutes: 2 });
  });

  it('says it is done when the server changed it', async () => {
    const { store, server } = testStore({ 'PUT /api/password.php': { status: 200, body: { ok: true } } });
    const change = new PasswordChange(store.endpoints);

    expect(await change.change('oud wachtwoord', 'een nieuw wachtwoord')).toBe(true);

    expect(change.done).toBe(true);
    expect(server.calls[0]!.body).toEqual({ current_password: 'oud wachtwoord', password: 'een nieuw wachtwoord' });
  });
});
