import type { Problem } from '../api/problem';

/** The part of a form's store (web/stores/form-state.ts) that one field reads and marks. */
export interface FieldForm {
  readonly errors: { readonly [field: string]: Problem | undefined };
  mark(field: string, problem: Problem | undefined): void;
}
