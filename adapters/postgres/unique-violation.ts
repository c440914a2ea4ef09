/**
 * Whether a database error is PostgreSQL's unique violation (SQLSTATE 23505), of the named index when one is given.
 * Two requests can both pass a "does it exist yet" check before either commits; the index decides, and the adapter
 * turns its refusal into the domain's answer instead of a 500. Objection wraps the driver's error (`nativeError`).
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  type Failure = { code?: unknown; constraint?: unknown; nativeError?: unknown } | null | undefined;
  const wrapped = error as Failure;
  const failure = (wrapped?.nativeError ?? wrapped) as Failure;
  if (failure?.code !== '23505') return false;
  return index === undefined || failure.constraint === index;
}
