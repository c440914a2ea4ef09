import { z } from 'zod/mini';

/**
 * The back office's member calls (issue 25, decision 0073): GET /api/admin/members?q=, GET /api/admin/members/:id,
 * POST …/end-sessions, …/credits and …/resend-activation. Only the admin pages and the bff import this file.
 */

export const adminMemberSearchQuery = z.object({ q: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)) });
export const adminMemberIdParams = z.object({ id: z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)) });
export const adminCreditCorrectionBody = z.object({
  amount: z.number().check(z.int(), z.minimum(-100_000), z.maximum(100_000)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
});

/** Decision 0079: POST …/email (members.edit). */
export const adminMemberEmailBody = z.object({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
});
/** Decision 0079: POST …/delete (members.edit). */
export const adminMemberDeleteBody = z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)) });
/** Decision 0079: POST …/erase (gdpr.handle): `confirm` is her id as support typed it. */
export const adminMemberEraseBody = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  confirm: z.number().check(z.int(), z.minimum(1)),
});
/** Decision 0072: POST …/suspend (members.suspend): `days` 1–365, left out: for good. */
export const adminMemberSuspendBody = z.object({
  days: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(365))),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
});
/** Decision 0072: POST …/lift-suspension (members.suspend). */
export const adminMemberLiftSuspensionBody = z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)) });
/** The answer to POST …/suspend: when it ends, null for good. */
export interface ApiMemberSuspended {
  readonly until: string | null;
}

export interface ApiMemberSummary {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly status: string;
  readonly credits: number;
  readonly signup_date: string;
}

/** GET /api/admin/members?q=: at most 50, newest first; `by` says how the query was read. */
export interface ApiMemberSearch {
  readonly by: 'id' | 'email' | 'text';
  readonly members: readonly ApiMemberSummary[];
}

export interface ApiMemberLedgerEntry {
  readonly amount: number;
  readonly reason: string;
  readonly reference: string | null;
  readonly at: string;
}

export interface ApiMemberPayment {
  readonly payment_id: string;
  readonly credits: number;
  readonly amount: number;
  readonly currency: string;
  readonly method: string;
  readonly status: string;
  readonly created_at: string;
}

/** GET /api/admin/members/:id: her account, profile, photos, payments, ledger (newest first) and open sessions. */
export interface ApiMemberAccount {
  readonly id: number;
  readonly email: string;
  readonly status: string;
  readonly credits: number;
  readonly ledger_sum: number;
  readonly free_messages: number;
  readonly paid_user: boolean;
  readonly language: string;
  readonly signup_date: string;
  readonly active_sessions: number;
  readonly profile: { readonly name: string; readonly gender: string; readonly country: string; readonly city: string; readonly status: string };
  /** `thumb`: the thumbnail's address for the back office (a private one a signed link), null when there is none. */
  readonly photos: readonly { readonly id: number; readonly is_private: boolean; readonly thumb: string | null }[];
  readonly payments: readonly ApiMemberPayment[];
  readonly ledger: readonly ApiMemberLedgerEntry[];
  /** Where she came from at signup (decision 0079). */
  readonly tracking: { readonly network: string | null; readonly ref: string | null; readonly sub1: string | null; readonly sub2: string | null; readonly sub3: string | null } | null;
  /** When her personal data was erased (a tombstone), else null. */
  readonly erased_at: string | null;
}
