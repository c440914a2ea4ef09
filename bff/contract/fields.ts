import { z } from 'zod/mini';
import { unsafeTextAt } from './safe-text';

export { unsafeTextAt } from './safe-text';

/**
 * The building blocks every request schema shares. Ids are positive safe integers (past them the database would
 * answer "out of range"); text never carries NUL or half a surrogate pair, which PostgreSQL refuses mid-query.
 */
export const recordId = z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

/** An id from a URL segment, or undefined when it is not one (the page answers 404). */
export function recordIdFrom(value: unknown): number | undefined {
  const parsed = recordId.safeParse(typeof value === 'string' && /^\d{1,16}$/.test(value) ? value : undefined);
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
