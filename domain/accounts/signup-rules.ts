import { ageOn, parseDateOfBirth } from './age';
import { passwordProblem } from './password-policy';

export interface SignupForm {
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly date_of_birth: string;
}

export interface SignupProblem {
  readonly field: keyof SignupForm;
  readonly reason: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isValidEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email);

/** SPEC §5: name differs from the email and does not start with '@'. */
export function nameProblem(name: string, email: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length < 2) return 'too_short';
  if (trimmed.length > 40) return 'too_long';
  if (trimmed.startsWith('@')) return 'starts_with_at';
  if (trimmed.toLowerCase() === email.trim().toLowerCase()) return 'same_as_email';
  return undefined;
}

/** SPEC §5: the date of birth is valid and the member is at least min_age today. */
export function dateOfBirthProblem(text: string, minAge: number, today: Date): string | undefined {
  const date = parseDateOfBirth(text);
  if (!date || date.getTime() > today.getTime()) return 'invalid';
  if (ageOn(date, today) > 120) return 'invalid';
  if (ageOn(date, today) < minAge) return 'too_young';
  return undefined;
}

/** Every problem with a signup form, in form order, so the page can mark each field. */
export function signupProblems(form: SignupForm, minAge: number, today: Date): SignupProblem[] {
  const problems: SignupProblem[] = [];
  if (!isValidEmail(form.email.trim())) problems.push({ field: 'email', reason: 'invalid' });
  const name = nameProblem(form.name, form.email);
  if (name) problems.push({ field: 'name', reason: name });
  const password = passwordProblem(form.password);
  if (password) problems.push({ field: 'password', reason: password });
  const dateOfBirth = dateOfBirthProblem(form.date_of_birth, minAge, today);
  if (dateOfBirth) problems.push({ field: 'date_of_birth', reason: dateOfBirth });
  return problems;
}
