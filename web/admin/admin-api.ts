import type { ApiMemberAccount, ApiMemberSearch } from '../../bff/contract/admin-member-requests';
import type { ApiAdminLogin, ApiAdminMe, ApiAdminSignedIn, ApiAuditPage, ApiQueuedReport, ApiReportDetails } from '../../bff/contract/admin-requests';

/** A refusal of the back office (bff/contract/admin-requests.ts ADMIN_ERROR_STATUS), or `network` when no answer came. */
export interface AdminProblem {
  readonly error: string;
  readonly field?: string;
  readonly minutes?: number;
}

export type AdminAnswer<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly status: number; readonly problem: AdminProblem };

async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<AdminAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'hartslag-web', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    return { ok: false, status: 0, problem: { error: 'network' } };
  }
  const json = (await response.json().catch(() => ({}))) as unknown;
  if (response.ok) return { ok: true, data: json as T };
  const problem = json && typeof json === 'object' && typeof (json as AdminProblem).error === 'string' ? (json as AdminProblem) : { error: 'server_error' };
  return { ok: false, status: response.status, problem };
}

/**
 * The back office's calls (docs/api.md "Back office"): the one module the admin pages' stores call through. No
 * retries: every call is an operator's own, and she sees at once when one did not work. Only /admin pages load it.
 */
export const adminApi = {
  logIn: (email: string, password: string) => call<ApiAdminLogin>('POST', '/login', { email, password }),
  submitCode: (code: string) => call<ApiAdminSignedIn>('POST', '/totp', { code }),
  logOut: () => call<{ ok: true }>('POST', '/logout', {}),
  me: () => call<ApiAdminMe>('GET', '/me'),
  audit: (before?: number) => call<ApiAuditPage>('GET', before === undefined ? '/audit' : `/audit?before=${before}`),
  // Decision 0072: the moderators' report queue.
  reports: (status: ApiQueuedReport['status']) => call<{ reports: ApiQueuedReport[] }>('GET', `/reports?status=${status}`),
  report: (id: number) => call<ApiReportDetails>('GET', `/reports/${id}`),
  assignReport: (id: number) => call<{ ok: true }>('POST', `/reports/${id}/assign`, {}),
  resolveReport: (id: number, body: { outcome: 'dismiss' | 'warn' | 'suspend'; reason?: string; days?: number }) => call<{ ok: true }>('POST', `/reports/${id}/resolve`, body),
  // Decision 0073: members for support.
  findMembers: (q: string) => call<ApiMemberSearch>('GET', `/members?q=${encodeURIComponent(q)}`),
  member: (id: number) => call<ApiMemberAccount>('GET', `/members/${id}`),
  endMemberSessions: (id: number) => call<unknown>('POST', `/members/${id}/end-sessions`, {}),
  resendActivation: (id: number) => call<{ ok: true }>('POST', `/members/${id}/resend-activation`, {}),
  correctCredits: (id: number, body: { amount: number; reason: string }) => call<unknown>('POST', `/members/${id}/credits`, body),
};

export type AdminApi = typeof adminApi;
