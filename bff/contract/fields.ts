import { z } from 'zod/mini';
import { unsafeTextAt } from './safe-text';

export { unsafeTextAt } from './safe-text';

/** An id as a query, a form or a URL segment carries it: decimal digits and nothing else (no sign, space, point or exponent). */
const decimalId = z.string().check(z.regex(/^\d{1,16}$/, 'a positive whole number'));

/**
 * The building blocks every request schema shares. Ids are positive safe integers (past them the database would
 * answer "out of range"), given as a JSON number or a decimal string; nothing else is turned into one (issue 22:
 * `true` was member 1 and `[5]` was 5). Text never carries NUL or half a surrogate pair, which PostgreSQL refuses
 * mid-query.
 */
export const recordId = z.pipe(
  z.union([z.number(), z.pipe(decimalId, z.transform((digits) => Number(digits)))]),
  z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
);

/** An id from a URL segment, or undefined when it is not one (the page answers 404). */
export function recordIdFrom(value: unknown): number | undefined {
  const parsed = recordId.safeParse(typeof value === 'string' ? value : undefined);
  return parsed.success ? parsed.data : undefined;
}

export type RequestCheck<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly field: string; readonly reason: string };

/** Parses a body or query with its schema and refuses unsafe text: the one gate every input passes, server and pages. */
export function checkRequest<S extends z.core.$ZodType>(schema: S, input: unknown): RequestCheck<z.output<S>> {
  const result = z.safeParse(schema, input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, field: issue?.path.join('.') || 'body', reason: issue?.message ?? 'invalid' };
  }
  const unsafe = unsafeTextAt(result.data);
  if (unsafe !== undefined) return { ok: false, field: unsafe, reason: 'invalid characters' };
  return { ok: true, data: result.data };
}
