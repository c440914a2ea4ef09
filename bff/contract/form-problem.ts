/**
 * A page's own form, posted before its scripts run (or without them), is answered by the bff with a redirect back to
 * the page. What went wrong rides in the query: an error code of the catalogue, the field at fault, the minutes of a
 * lockout. Only the codes a form names are read back, so a crafted link can show no other text.
 */
export interface FormProblem {
  readonly code: string;
  readonly field?: string;
  /** Why the field is at fault: only `required` or `invalid`, the two a form post can tell. */
  readonly reason?: 'required' | 'invalid';
  readonly minutes?: number;
}

/** The query parameters a form problem is written in. */
export const FORM_PROBLEM_PARAMS = ['problem', 'field', 'reason', 'minutes'] as const;

/** The query of the page that answers a post which failed with `problem`. */
export function formProblemQuery(problem: FormProblem): string {
  const query = new URLSearchParams({ problem: problem.code });
  if (problem.field) query.set('field', problem.field);
  if (problem.reason) query.set('reason', problem.reason);
  if (problem.minutes !== undefined) query.set('minutes', String(problem.minutes));
  return query.toString();
}

/** The problem a page's query carries, when it is one of the form's `codes` and its fields; otherwise none. */
export function formProblemOf(
  search: Readonly<Record<string, string | undefined>>,
  codes: readonly string[],
  fields: readonly string[],
): FormProblem | undefined {
  const code = search.problem;
  if (!code || !codes.includes(code)) return undefined;
  const field = search.field && fields.includes(search.field) ? search.field : undefined;
  const reason = field && (search.reason === 'required' || search.reason === 'invalid') ? search.reason : undefined;
  const minutes = /^\d{1,4}$/.test(search.minutes ?? '') ? Number(search.minutes) : undefined;
  return { code, ...(field ? { field } : {}), ...(reason ? { reason } : {}), ...(minutes !== undefined ? { minutes } : {}) };
}

/** The login form's: a field left empty or too long, a wrong email or password, a lockout. */
export const LOGIN_FORM_PROBLEMS = { codes: ['invalid_input', 'login_failed', 'login_locked'], fields: ['email', 'password'] } as const;

/**
 * The pages whose forms only their scripts send (a page of several steps, a mail or a password sent by the API). A post
 * the browser makes to one of them before the scripts ran, or without them, comes back to the page with this problem,
 * which the layout says in words: the form was not sent.
 */
export const FORM_NOT_SENT = 'form_not_sent';
export const SCRIPT_ONLY_FORM_PAGES = ['/signup', '/account-deleted', '/reset-password', '/reset-password/do'] as const;
