import type { z } from 'zod/mini';
import { unsafeTextAt } from '../../bff/contract/safe-text';
import { passwordProblem } from '../../domain/accounts/password-policy';
import { isValidEmail } from '../../domain/accounts/signup-rules';
import { fieldProblem, type Problem } from '../api/problem';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** A schema's issue as a reason of docs/api.md: an empty field is `required`, whatever rule it broke. */
function reasonOf(issue: z.core.$ZodIssue, value: unknown): string {
  if (isBlank(value)) return 'required';
  if (issue.code === 'too_small') return 'too_short';
  if (issue.code === 'too_big') return 'too_long';
  if (issue.code === 'custom' && issue.message === 'required') return 'required';
  return 'invalid';
}

/**
 * Every field of a request that the contract's schema refuses (the bff parses with the same schema, bff/http/input-error.ts),
 * the first problem of each, and text the database would refuse (bff/contract/fields.ts).
 */
export function schemaProblems(schema: z.core.$ZodType, request: unknown): Record<string, Problem> {
  // The schema's own Standard Schema validate: the same parse as zod's safeParse, without importing zod here (every page
  // has a form store; the parser comes with the schemas, in the chunks of the forms that check them).
  const parsed = schema['~standard'].validate(request ?? {});
  if (parsed instanceof Promise) throw new Error('a form checks its request with a synchronous schema');
  if (!parsed.issues) {
    const unsafe = unsafeTextAt(parsed.value);
    return unsafe === undefined ? {} : { [unsafe]: fieldProblem(unsafe, 'invalid') };
  }
  const found: Record<string, Problem> = {};
  for (const issue of parsed.issues as readonly z.core.$ZodIssue[]) {
    const field = issue.path.map(String).join('.') || 'body';
    found[field] ??= fieldProblem(field, reasonOf(issue, valueAt(request, issue.path)));
  }
  return found;
}

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
