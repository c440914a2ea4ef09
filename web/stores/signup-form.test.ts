import type { ApiRegion, ApiSettings } from '../../bff/contract/api-types';
import { SignupForm, type SignupInput } from './signup-form';
import { member, testStore } from '../../test/support/web/test-store';
import { SIGNUP_FORM } from '../../test/support/signup-form';

const regions: Record<string, readonly ApiRegion[]> = { NL: [{ name: 'Utrecht', cities: ['Utrecht', 'Amersfoort'] }] };
const form = (changes: Partial<SignupInput> = {}): SignupInput => ({ ...SIGNUP_FORM, signup_message: '', ...changes });
const today = () => new Date('2026-11-23T12:00:00Z');

function signupOn(routes: Parameters<typeof testStore>[0] = {}, settings: Partial<ApiSettings> = {}) {
  const { store, server } = testStore(routes, { user: null, settings });
  return { signup: new SignupForm(store.endpoints, store.settings, today), server };
}

describe('the signup form', () => {
  it("marks every field by the contract schema and the domain's rules, in form order, without sending", async () => {
    const { signup, server } = signupOn();

    const user = await signup.signUp(form({ email: 'piet@@example', name: '@piet', date_of_birth: '2015--', gender: '', city: 'Zeist' }), regions);

    expect(user).toBeUndefined();
    expect(Object.entries(signup.form.errors).map(([field, problem]) => [field, problem?.reason])).toEqual([
      ['email', 'invalid'],
      ['name', 'starts_with_at'],
      ['date_of_birth', 'required'],
      ['gender', 'required'],
      ['city', 'unknown_city'],
    ]);
    expect(server.calls).toEqual([]);
  });

  it('refuses a member younger than min_age before the server does', async () => {
    const { signup } = signupOn();

    await signup.signUp(form({ date_of_birth: '2010-01-01' }), regions);

    expect(signup.form.errors.date_of_birth?.reason).toBe('too_young');
  });

  it("maps the server's 400 invalid_input onto the same field errors", async () => {
    const { signup } = signupOn({ 'POST /api/signup.php': { status: 400, body: { error: 'invalid_input', field: 'name', reason: 'same_as_email' } } });

    await signup.signUp(form(), regions);

    expect(signup.form.errors).toEqual({ name: { code: 'invalid_input', action: 'signUp', field: 'name', reason: 'same_as_email' } });
    expect(signup.form.problem).toBeNull();
  });

  it('sends the trimmed form and hands back the new member', async () => {
    const { signup, server } = signupOn({ 'POST /api/signup.php': { status: 201, body: { user: member({ status: 'not_confirmed' }) } } });

    const user = await signup.signUp(form({ email: ' nieuw@example.nl ', city: ' Utrecht ' }), regions);

    expect(user?.status).toBe('not_confirmed');
    expect(server.calls[0]!.body).toEqual({ ...form(), signup_message: undefined, invite_code: undefined, email: 'nieuw@example.nl', city: 'Utrecht' });
  });

  it('offers to reactivate a deleted account with the address, and sends the mail', async () => {
    const { signup, server } = signupOn({
      'POST /api/signup.php': { status: 409, body: { error: 'account_deleted' } },
      'POST /api/reactivate.php': { status: 200, body: { ok: true } },
    });

    await signup.signUp(form(), regions);
    expect(signup.deleted).toBe('offer');
    expect(signup.form.problem).toBeNull();
    await signup.reactivate('nieuw@example.nl');

    expect(signup.deleted).toBe('sent');
    expect(server.to('POST', '/api/reactivate.php')[0]!.body).toEqual({ email: 'nieuw@example.nl' });
  });

  it('asks for an invite code up front when signups need one, and says so when the server refuses it', async () => {
    const { signup, server } = signupOn({ 'POST /api/signup.php': { status: 403, body: { error: 'signups_closed', field: 'invite_code' } } }, { signups: 'none' });

    await signup.signUp(form(), regions);
    expect(signup.form.errors.invite_code?.reason).toBe('required');
    expect(server.calls).toEqual([]);
    await signup.signUp(form({ invite_code: 'VERKEERD' }), regions);

    expect(signup.form.errors.invite_code?.reason).toBe('invalid');
  });
});

describe('a signup when signups closed after the form was shown', () => {
  it('says so for the whole form, which shows no invite code field', async () => {
    const { signup } = signupOn({ 'POST /api/signup.php': { status: 403, body: { error: 'signups_closed', field: 'invite_code' } } });

    await signup.signUp(form(), regions);

    expect(signup.form.errors).toEqual({});
    expect(signup.form.problem).toEqual({ code: 'signups_closed', action: 'signUp' });
  });
});
