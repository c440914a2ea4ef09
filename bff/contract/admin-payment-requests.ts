import { z } from 'zod/mini';
import { PAYMENT_METHODS } from '../../domain/payments/payment-method';

/**
 * The back office's payment calls (issue 25, decision 0076): GET /api/admin/payments, GET /api/admin/payments/:id,
 * POST …/:id/refunds and …/:id/reversal. Only the admin pages and the bff import this file.
 */

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`))));

export const adminPaymentsQuery = z.object({
  status: z.optional(z.enum(['open', 'pending', 'completed', 'failed', 'cancelled'])),
  method: z.optional(z.enum(PAYMENT_METHODS)),
  domain: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(253))),
  /** First day, inclusive (YYYY-MM-DD, UTC). */
  from: z.optional(day),
  /** Last day, inclusive (YYYY-MM-DD, UTC). */
  until: z.optional(day),
  /** Her member id. */
  member: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number))),
  /** The start of her address. */
  email: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
  /** The `next` of the page before. */
  before: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
});
export const adminPaymentIdParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) });
export const adminRefundBody = z.object({
  /** Cents; left out: everything still refundable. */
  amount: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100_000_000))),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  /** Made once per refund form; a retry sends the same. */
  idempotency_key: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/)),
});
export const adminReversalBody = z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)) });

export interface ApiAdminPayment {
  readonly payment_id: string;
  readonly member_id: number | null;
  readonly member_email: string | null;
  readonly domain: string;
  readonly credits: number;
  /** Cents. */
  readonly amount: number;
  readonly currency: string;
  readonly method: string;
  readonly status: string;
  readonly provider: string;
  readonly created_at: string;
  readonly paid_at: string | null;
  /** Cents refunded or reversed (a pending refund counts). */
  readonly refunded: number;
  readonly reversed: boolean;
}

/** GET /api/admin/payments: at most 50, newest first; `next` is the `before` of the next page. */
export interface ApiAdminPaymentPage {
  readonly payments: readonly ApiAdminPayment[];
  readonly next: string | null;
}

export interface ApiAdminRefund {
  readonly id: number;
  readonly kind: 'refund' | 'reversal';
  readonly status: 'pending' | 'refunded' | 'failed';
  readonly amount: number;
  readonly credits_taken: number;
  readonly debt: number;
  readonly reason: string;
  readonly source: 'operator' | 'gateway';
  readonly provider_ref: string | null;
  readonly created_at: string;
}

/** GET /api/admin/payments/:id: the payment, its refunds and reversal, and what may still be refunded (cents). */
export interface ApiAdminPaymentDetail extends ApiAdminPayment {
  readonly discount_code: string | null;
  readonly list_amount: number;
  readonly provider_ref: string | null;
  readonly refundable: number;
  readonly refunds: readonly ApiAdminRefund[];
}
