import { signupProblems, type SignupForm } from './signup-rules';

const today = new Date('2025-06-15T10:00:00Z');
const MIN_AGE = 18;

const form = (changes: Partial<SignupForm> = {}): SignupForm => ({
  email: 'anna@example.nl',
  name: 'Anna',
  password: 'zonnebloemveld',
  date_of_birth: '1995-04-02',
  ...changes,
});

const problemsWith = (changes: Partial<SignupForm>) => signupProblems(form(changes), MIN_AGE, today);

describe('a signup form', () => {
  it('has no problems when every field is right', () => {
    expect(problemsWith({})).toEqual([]);
  });

  it('refuses a name equal to the email, whatever its case', () => {
    expect(problemsWith({ name: 'ANNA@Example.NL' })).toEqual([{ field: 'name', reason: 'same_as_email' }]);
  });

  it('refuses a name starting with @', () => {
    expect(problemsWith({ name: '@anna' })).toEqual([{ field: 'name', reason: 'starts_with_at' }]);
  });

  it('accepts a member who is exactly the minimum age today', () => {
    expect(problemsWith({ date_of_birth: '2007-06-15' })).toEqual([]);
  });

  it('refuses a member who reaches the minimum age tomorrow', () => {
    expect(problemsWith({ date_of_birth: '2007-06-16' })).toEqual([{ field: 'date_of_birth', reason: 'too_young' }]);
  });

  it('refuses a date of birth that does not exist', () => {
    expect(problemsWith({ date_of_birth: '1995-02-30' })).toEqual([{ field: 'date_of_birth', reason: 'invalid' }]);
  });

  it('refuses a date of birth in the future', () => {
    expect(problemsWith({ date_of_birth: '2030-01-01' })).toEqual([{ field: 'date_of_birth', reason: 'invalid' }]);
  });

  it.each(['anna', 'anna@', 'anna@example', 'anna @example.nl', '@example.nl'])('refuses the email %j as invalid', (email) => {
    expect(problemsWith({ email, name: 'Bea' })).toEqual([{ field: 'email', reason: 'invalid' }]);
  });

  it('refuses a password the policy refuses', () => {
    expect(problemsWith({ password: 'short' })).toEqual([{ field: 'password', reason: 'too_short' }]);
  });

  it('names every field at fault, in form order', () => {
    expect(problemsWith({ email: 'nope', name: '@x', password: 'password', date_of_birth: '1-1-2001' }).map((p) => p.field)).toEqual([
      'email',
      'name',
      'password',
      'date_of_birth',
    ]);
  });
});
