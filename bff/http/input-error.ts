import type { z } from 'zod/mini';
import { checkRequest } from '../contract/fields';

/** A request whose body or query does not fit its schema: answered 400 with the field at fault. */
export class InputError extends Error {
  constructor(readonly field: string, readonly reason: string) {
    super(`${field}: ${reason}`);
    this.name = 'InputError';
  }
}

export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const checked = checkRequest(schema, input);
  if (checked.ok) return checked.data;
  throw new InputError(checked.field, checked.reason);
}
