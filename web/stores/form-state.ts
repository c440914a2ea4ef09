import { makeAutoObservable, runInAction } from 'mobx';
import type { z } from 'zod/mini';
import type { Answer } from '../api/client';
import type { EndpointName } from '../api/endpoints';
import { NO_ANSWER, problemFrom, type Problem } from '../api/problem';
import { schemaProblems } from './schema-problems';

export type FieldProblems<F extends string> = { readonly [K in F]?: Problem };
export type ValidFields<F extends string> = { readonly [K in F]?: true };

/** A value the member gave: not empty, not unticked (an empty optional field is never shown valid). */
const given = (value: unknown): boolean => value !== undefined && value !== null && value !== false && !(typeof value === 'string' && value.trim() === '');

/**
 * What every form's store keeps: busy while its call runs, a problem per field the form shows, and one for the form.
 * A field's problem comes from the contract's schema before sending, or from the answer that names the field.
 */
export class FormState<F extends string> {
  busy = false;
  errors: FieldProblems<F> = {};
  /** Fields checked and found right (SPEC §5's valid styling): as she left them, or at the form's check. */
  valid: ValidFields<F> = {};
  problem: Problem | null = null;

  constructor(readonly fields: readonly F[]) {
    makeAutoObservable(this, { fields: false });
  }

  get hasErrors(): boolean {
    return Object.values<Problem | undefined>(this.errors).some(Boolean);
  }

  /** A field's problem found as the member leaves or changes it; undefined clears it. Either way it is no longer known right. */
  mark(field: F, problem: Problem | undefined) {
    this.errors = { ...this.errors, [field]: problem };
    if (this.valid[field]) this.valid = { ...this.valid, [field]: undefined };
  }

  /** A field checked as she leaves it: its problem shown, or, with none, shown valid (SPEC §5). */
  settle(field: F, problem: Problem | undefined) {
    this.errors = { ...this.errors, [field]: problem };
    this.valid = { ...this.valid, [field]: problem ? undefined : true };
  }

  /** Forgets every problem, as a new try of the form does. */
  clear() {
    this.errors = {};
    this.valid = {};
    this.problem = null;
  }

  /**
   * Checks a request with the contract's schema and then the domain's rules that the bff applies too (`further`);
   * marks every field at fault, and says a fault of a field the form does not show for the whole form. True when it
   * may be sent.
   */
  check(schema: z.core.$ZodType, request: unknown, further: FieldProblems<F> = {}): boolean {
    const bySchema = schemaProblems(schema, request);
    const found: Partial<Record<F, Problem>> = {};
    for (const field of this.fields) {
      const problem = bySchema[field] ?? further[field];
      if (problem) found[field] = problem;
    }
    const elsewhere = Object.entries(bySchema).find(([field]) => !(this.fields as readonly string[]).includes(field));
    const values = typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : {};
    this.errors = found;
    this.valid = Object.fromEntries(this.fields.filter((field) => !found[field] && given(values[field])).map((field) => [field, true])) as ValidFields<F>;
    this.problem = elsewhere ? elsewhere[1] : null;
    return !this.hasErrors && !this.problem;
  }

  /**
   * Runs one call: busy meanwhile, its problem kept where the form shows it. Resolves the answer's data, or undefined
   * when it failed or the member was logged out. `stayBusy` keeps the form busy after a success that leaves the page.
   */
  async send<T>(action: EndpointName, call: () => Promise<Answer<T>>, options: { stayBusy?: boolean } = {}): Promise<T | undefined> {
    this.busy = true;
    this.problem = null;
    let answer: Answer<T>;
    try {
      answer = await call();
    } catch {
      runInAction(() => {
        this.busy = false;
        this.problem = { code: NO_ANSWER, action };
      });
      return undefined;
    }
    runInAction(() => {
      if (!(answer && answer.ok && options.stayBusy)) this.busy = false;
      if (answer && !answer.ok) this.place(problemFrom(answer.error, action));
    });
    return answer && answer.ok ? answer.data : undefined;
  }

  /** Beside the field the answer names when the form shows it, else for the whole form. */
  place(problem: Problem) {
    if (problem.field !== undefined && (this.fields as readonly string[]).includes(problem.field)) {
      this.errors = { [problem.field]: problem } as FieldProblems<F>;
      this.valid = { ...this.valid, [problem.field]: undefined };
    } else {
      this.problem = problem;
    }
  }
}
