import { z } from 'zod/mini';

/**
 * The back office's calls under /api/admin (issue 25, decision 0070; docs/api.md "Back office"): request schemas
 * (zod/mini, unknown keys dropped) and answer types. Only the admin pages and the bff import this file.
 */

const email = z.string().check(z.trim(), z.minLength(1), z.maxLength(254));
const password = z.string().check(z.minLength(1), z.maxLength(1024));

export const adminLoginBody = z.object({ email, password });
/** Six digits from her app, or a recovery code (`xxxxx-xxxxx`, case, spaces and dashes ignored). */
export const adminCodeBody = z.object({ code: z.string().check(z.trim(), z.minLength(6), z.maxLength(40)) });
export const adminAuditQuery = z.object({
  before: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,16}$/)), z.transform(Number))),
  limit: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,3}$/)), z.transform(Number))),
});
export type AdminRole = 'admin' | 'moderator' | 'support' | 'finance';

export interface ApiOperator {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly role: AdminRole;
}

/** POST /api/admin/login: her code next, or first her app's enrolment (the secret and its otpauth:// URI). */
export type ApiAdminLogin = { readonly next: 'totp' } | { readonly next: 'enrol'; readonly secret: string; readonly otpauth_uri: string };

/** POST /api/admin/totp: signed in; at enrolment her ten recovery codes, shown once. */
export interface ApiAdminSignedIn {
  readonly operator: ApiOperator;
  readonly recovery_codes?: readonly string[];
  readonly recovery_codes_left?: number;
}

/** GET /api/admin/me: who is signed in and what her role may do. */
export interface ApiAdminMe {
  readonly operator: ApiOperator;
  readonly actions: readonly string[];
}

export interface ApiAuditEntry {
  readonly id: number;
  /** The operator's id, or null for the console (`npm run operator`) or the system (`by_system`). */
  readonly operator_id: number | null;
  readonly operator_name: string | null;
  /** A scheduled job's row, such as lifting a suspension that ended (decision 0079). */
  readonly by_system: boolean;
  readonly action: string;
  readonly target: string | null;
  readonly at: string;
  readonly reason: string | null;
  readonly details: Readonly<Record<string, string | number>> | null;
}

/** GET /api/admin/audit: newest first; `next` is the `before` of the next page. */
export interface ApiAuditPage {
  readonly entries: readonly ApiAuditEntry[];
  readonly next: number | null;
}

/** The back office's error codes and statuses (domain/operators/operator-error.ts), apart from the members' catalogue. */
export const ADMIN_ERROR_STATUS = {
  operator_required: 401,
  forbidden: 403,
  login_failed: 401,
  login_locked: 429,
  code_invalid: 401,
  email_taken: 409,
  invalid_input: 400,
  cross_site_request: 403,
  not_found: 404,
  already_resolved: 409,
  balance_below_zero: 409,
  already_confirmed: 409,
  not_refundable: 409,
  refund_failed: 502,
  already_deleted: 409,
  already_erased: 409,
  fictional_disclosure_required: 409,
  last_admin: 409,
  not_suspended: 409,
  setup_link_invalid: 410,
  already_set_up: 409,
  too_many_attempts: 429,
} as const;
export type AdminErrorCode = keyof typeof ADMIN_ERROR_STATUS;

/** Decision 0072: the moderators' report queue. */
export const adminReportsQuery = z.object({ status: z.optional(z.enum(['open', 'assigned', 'resolved'])) });
export const adminReportIdParams = z.object({ id: z.pipe(z.string().check(z.regex(/^\d{1,16}$/)), z.transform(Number)) });
export const adminResolveReportBody = z.object({
  outcome: z.enum(['dismiss', 'warn', 'suspend', 'hide_photo']),
  reason: z.optional(z.string().check(z.maxLength(1000))),
  /** A suspension's days; left out: for good. */
  days: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(365))),
  /** hide_photo (decision 0075): which of her profile photos, and why (the photo queue's reasons; `other` with a reason). */
  photo_id: z.optional(z.number().check(z.int(), z.minimum(1))),
  photo_reason: z.optional(z.enum(['nudity', 'not_the_member', 'minor', 'violence', 'contact_details', 'other'])),
});

export interface ApiQueuedReport {
  readonly id: number;
  readonly reference: string;
  readonly reporter_id: number | null;
  readonly reported_id: number | null;
  readonly conversation_id: number | null;
  readonly reason: string;
  readonly text: string;
  readonly at: string;
  readonly status: 'open' | 'assigned' | 'resolved';
  readonly assignee_id: number | null;
  readonly outcome: 'dismiss' | 'warn' | 'suspend' | 'hide_photo' | null;
  readonly resolved_at: string | null;
}

/** GET /api/admin/reports/:id: the report, the reported member, the conversation's messages, the reporter's other reports. */
export interface ApiReportDetails {
  readonly report: ApiQueuedReport;
  readonly reporter_name: string | null;
  readonly reported: {
    readonly id: number;
    readonly name: string;
    readonly email: string;
    readonly status: string;
    readonly suspended_until: string | null;
    readonly suspended_for_good: boolean;
    /** Her profile photos in her order (decision 0075): `image` is the admin route's thumbnail, for moderators. */
    readonly photos: readonly { readonly photo_id: number; readonly review_id: number; readonly state: 'pending' | 'approved' | 'rejected'; readonly image: string }[];
  } | null;
  readonly excerpt: readonly { readonly id: number; readonly sender_id: number; readonly body: string; readonly at: string }[];
  readonly reporter_history: readonly ApiQueuedReport[];
}
