import { passwordProblem } from '../../domain/accounts/password-policy';
import { isValidEmail } from '../../domain/accounts/signup-rules';
import { fieldProblem, type Problem } from '../api/problem';

export { schemaProblems } from './schema-problems';

/** The domain's rule for an address (domain/accounts/signup-rules.ts), which the bff applies too. */
export function emailProblem(email: string, field = 'email'): Problem | undefined {
  if (!email.trim()) return fieldProblem(field, 'required');
  return isValidEmail(email.trim()) ? undefined : fieldProblem(field, 'invalid');
}

/** The domain's password policy (domain/accounts/password-policy.ts), which the bff applies to a new password. */
export function newPasswordProblem(password: string, field = 'password'): Problem | undefined {
  if (!password) return fieldProblem(field, 'required');
  const reason = passwordProblem(password);
  return reason ? fieldProblem(field, reason) : undefined;
}

/** A repeated password: there, and the same as the first. */
export function repeatProblem(password: string, repeat: string, field = 'password_confirmation'): Problem | undefined {
  if (!repeat) return fieldProblem(field, 'required');
  return repeat === password ? undefined : fieldProblem(field, 'mismatch');
}
