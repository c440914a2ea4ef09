import type { ApiQueuedComplaint } from '../../bff/contract/admin-complaint-requests';
import type { ApiDashboard, ApiDiscountCode } from '../../bff/contract/admin-dashboard-requests';
import type { ApiMemberAccount, ApiMemberSearch } from '../../bff/contract/admin-member-requests';
import type { ApiAdminPaymentDetail, ApiAdminPaymentPage } from '../../bff/contract/admin-payment-requests';
import type { ApiPhotoQueue, ApiPhotoRejectionReason } from '../../bff/contract/admin-photo-requests';
import type { ApiDomainSettings, ApiEffectiveSetting } from '../../bff/contract/admin-setting-requests';
import type { ApiOperatorList, ApiOperatorListing, ApiOperatorSetUp, ApiOperatorSetupLink } from '../../bff/contract/admin-operator-requests';
import type { ApiAdminLogin, ApiAdminMe, ApiAdminSignedIn, ApiAuditPage, ApiQueuedReport, ApiReportDetails } from '../../bff/contract/admin-requests';

/** A refusal of the back office (bff/contract/admin-requests.ts ADMIN_ERROR_STATUS), or `network` when no answer came. */
export interface AdminProblem {
  readonly error: string;
  readonly field?: string;
  readonly minutes?: number;
  /** What is wrong with the field (a setting's value: where inside it, decision 0077). */
  readonly reason?: string;
}

export type AdminAnswer<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly status: number; readonly problem: AdminProblem };

/** The dashboard's filter: a domain ('' for all) and a range of days (YYYY-MM-DD, '' for the default). */
export interface DashboardFilter {
  readonly domain: string;
  readonly from: string;
  readonly to: string;
}

export interface NewDiscountBody {
  readonly code: string;
  readonly percentage: number;
  readonly max_uses: number | null;
  readonly valid_from: string | null;
  readonly valid_until: string | null;
  readonly domain: string | null;
}

const dashboardSearch = (filter: DashboardFilter): string =>
  new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== '') as [string, string][]).toString();

/** The CSV of the same figures: a link the browser downloads with the operator's cookie. */
export const dashboardCsvHref = (filter: DashboardFilter): string => `/api/admin/dashboard.csv?${dashboardSearch(filter)}`;

/** A member's GDPR export: a link the browser downloads with the operator's cookie (decision 0079). */
export const memberExportHref = (id: number): string => `/api/admin/members/${id}/export`;

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
  // Decision 0078: the dashboard (the CSV is a plain link: dashboardCsvHref) and the discount codes.
  dashboard: (query: DashboardFilter) => call<ApiDashboard>('GET', `/dashboard?${dashboardSearch(query)}`),
  discounts: () => call<{ codes: ApiDiscountCode[] }>('GET', '/discounts'),
  createDiscount: (body: NewDiscountBody) => call<ApiDiscountCode>('POST', '/discounts', body),
  limitDiscount: (code: string, maxUses: number | null) => call<{ ok: true }>('POST', `/discounts/${encodeURIComponent(code)}/limit`, { max_uses: maxUses }),
  endDiscount: (code: string) => call<{ ok: true }>('POST', `/discounts/${encodeURIComponent(code)}/end`, {}),
  logIn: (email: string, password: string) => call<ApiAdminLogin>('POST', '/login', { email, password }),
  submitCode: (code: string) => call<ApiAdminSignedIn>('POST', '/totp', { code }),
  logOut: () => call<{ ok: true }>('POST', '/logout', {}),
  me: () => call<ApiAdminMe>('GET', '/me'),
  audit: (before?: number) => call<ApiAuditPage>('GET', before === undefined ? '/audit' : `/audit?before=${before}`),
  // Decision 0075: the moderators' photo queue (each photo's image is its `image` path, a GET with the operator's cookie).
  photos: () => call<ApiPhotoQueue>('GET', '/photos'),
  approvePhoto: (id: number) => call<{ ok: true }>('POST', `/photos/${id}/approve`, {}),
  rejectPhoto: (id: number, body: { reason: ApiPhotoRejectionReason; note?: string }) => call<{ ok: true }>('POST', `/photos/${id}/reject`, body),
  // Decision 0072: the moderators' report queue.
  reports: (status: ApiQueuedReport['status']) => call<{ reports: ApiQueuedReport[] }>('GET', `/reports?status=${status}`),
  report: (id: number) => call<ApiReportDetails>('GET', `/reports/${id}`),
  assignReport: (id: number) => call<{ ok: true }>('POST', `/reports/${id}/assign`, {}),
  // Decision 0081: the complaints from the footer's form.
  complaints: (status: ApiQueuedComplaint['status']) => call<{ complaints: ApiQueuedComplaint[] }>('GET', `/complaints?status=${status}`),
  resolveComplaint: (id: number, note: string) => call<{ ok: true }>('POST', `/complaints/${id}/resolve`, { note }),
  // Decision 0082: a moderator takes a complaint.
  assignComplaint: (id: number) => call<{ ok: true }>('POST', `/complaints/${id}/assign`, {}),
  resolveReport: (id: number, body: { outcome: 'dismiss' | 'warn' | 'suspend' | 'hide_photo'; reason?: string; days?: number; photo_id?: number; photo_reason?: ApiPhotoRejectionReason }) => call<{ ok: true }>('POST', `/reports/${id}/resolve`, body),
  // Decision 0073: members for support.
  findMembers: (q: string) => call<ApiMemberSearch>('GET', `/members?q=${encodeURIComponent(q)}`),
  member: (id: number) => call<ApiMemberAccount>('GET', `/members/${id}`),
  endMemberSessions: (id: number) => call<unknown>('POST', `/members/${id}/end-sessions`, {}),
  resendActivation: (id: number) => call<{ ok: true }>('POST', `/members/${id}/resend-activation`, {}),
  correctCredits: (id: number, body: { amount: number; reason: string }) => call<unknown>('POST', `/members/${id}/credits`, body),
  // Decision 0079: her address, deletion and erasure (the export is a download: memberExportHref).
  changeMemberEmail: (id: number, body: { email: string; reason: string }) => call<{ email: string }>('POST', `/members/${id}/email`, body),
  deleteMember: (id: number, body: { reason: string }) => call<{ ok: true }>('POST', `/members/${id}/delete`, body),
  eraseMember: (id: number, body: { reason: string; confirm: number }) => call<{ messages: number; photos: number }>('POST', `/members/${id}/erase`, body),
  // Decision 0072: a moderator suspends her (days left out: for good) or lifts her suspension.
  suspendMember: (id: number, body: { days?: number; reason: string }) => call<{ until: string | null }>('POST', `/members/${id}/suspend`, body),
  liftSuspension: (id: number, body: { reason: string }) => call<{ ok: true }>('POST', `/members/${id}/lift-suspension`, body),
  // Decision 0076: payments, refunds and reversals (the query: status, method, domain, from, until, member, email, before).
  payments: (query: Readonly<Record<string, string>>) =>
    call<ApiAdminPaymentPage>('GET', `/payments?${new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString()}`),
  payment: (id: string) => call<ApiAdminPaymentDetail>('GET', `/payments/${encodeURIComponent(id)}`),
  refundPayment: (id: string, body: { amount?: number; reason: string; idempotency_key: string }) => call<ApiAdminPaymentDetail>('POST', `/payments/${encodeURIComponent(id)}/refunds`, body),
  reversePayment: (id: string, body: { reason: string }) => call<ApiAdminPaymentDetail>('POST', `/payments/${encodeURIComponent(id)}/reversal`, body),
  // Decision 0077: settings per domain.
  settings: (domain: string) => call<ApiDomainSettings>('GET', `/settings?domain=${encodeURIComponent(domain)}`),
  changeSetting: (key: string, body: { domain: string; value: unknown; reason?: string }) => call<ApiEffectiveSetting>('POST', `/settings/${encodeURIComponent(key)}`, body),
  resetSetting: (key: string, body: { domain: string; reason?: string }) => call<ApiEffectiveSetting>('POST', `/settings/${encodeURIComponent(key)}/reset`, body),
  // Decision 0077: the admin's operator management.
  operators: () => call<ApiOperatorList>('GET', '/operators'),
  changeOperatorRole: (id: number, role: string) => call<ApiOperatorListing>('POST', `/operators/${id}/role`, { role }),
  changeOperator: (id: number, change: 'disable' | 'enable' | 'reset-second-factor') => call<ApiOperatorListing>('POST', `/operators/${id}/${change}`, {}),
  // Decision 0083: a new operator with a one-time set-up link; a fresh link; her password set with it (open).
  createOperator: (body: { email: string; name: string; role: string }) => call<ApiOperatorSetupLink>('POST', '/operators', body),
  resendOperatorSetup: (id: number) => call<ApiOperatorSetupLink>('POST', `/operators/${id}/resend-setup`, {}),
  setUpOperator: (token: string, password: string) => call<ApiOperatorSetUp>('POST', '/setup', { token, password }),
};

export type AdminApi = typeof adminApi;
