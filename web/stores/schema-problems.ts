import type { z } from 'zod/mini';
import { unsafeTextAt } from '../../bff/contract/safe-text';
import { fieldProblem, type Problem } from '../api/problem';

/*
 * Its own module, apart from the rules of form-rules.ts: every page has a form store (form-state.ts) and checks with
 * this, while the password policy (and its list of common passwords) and the address rule are for the forms that ask.
 */

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
