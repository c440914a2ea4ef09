import type { Problem } from '../api/problem';

/** The part of a form's store (web/stores/form-state.ts) that one field reads and marks. */
export interface FieldForm {
  readonly errors: { readonly [field: string]: Problem | undefined };
  /** Fields checked and found right: shown valid (SPEC §5). */
  readonly valid: { readonly [field: string]: true | undefined };
  mark(field: string, problem: Problem | undefined): void;
  /** A field checked as she leaves it: its problem, or valid. */
  settle(field: string, problem: Problem | undefined): void;
}
