/** A signup form that passes every rule (docs/api.md "signup.php"); tests change what they are about. */
export const SIGNUP_FORM = {
  email: 'nieuw@example.nl',
  name: 'Sanne',
  password: 'zomeravond aan zee',
  date_of_birth: '1995-06-01',
  gender: 'female',
  sexuality: 'hetero',
  country: 'NL',
  region: 'Utrecht',
  city: 'Utrecht',
} as const;

/** The form with changes, e.g. `signupForm({ email })`. */
export const signupForm = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({ ...SIGNUP_FORM, ...changes });
