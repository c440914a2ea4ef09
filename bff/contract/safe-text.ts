/**
 * Text PostgreSQL refuses mid-query: NUL or half a surrogate pair. Apart from the schemas (fields.ts) so the browser's
 * form checks can use it without loading zod.
 */
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string in a parsed request that holds NUL or an unpaired surrogate, if any. */
export function unsafeTextAt(value: unknown, path: readonly (string | number)[] = []): string | undefined {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? path.join('.') || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeTextAt(item, [...path, index]);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = unsafeTextAt(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
