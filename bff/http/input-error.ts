import type { z } from 'zod';

/** A request whose body or query does not fit its schema: answered 400 with the field at fault. */
export class InputError extends Error {
  constructor(readonly field: string, readonly reason: string) {
    super(`${field}: ${reason}`);
    this.name = 'InputError';
  }
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new InputError(issue?.path.join('.') || 'body', issue?.message ?? 'invalid');
}
