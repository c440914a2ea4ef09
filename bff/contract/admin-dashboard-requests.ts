import { z } from 'zod/mini';

/**
 * The back office's dashboard and discount code calls (issue 25, decision 0078): GET /api/admin/dashboard,
 * GET /api/admin/dashboard.csv, GET/POST /api/admin/discounts, POST /api/admin/discounts/:code/limit and …/end. Only
 * the admin pages and the bff import this file.
 */

const day = z.optional(z.string().check(z.maxLength(10)));
export const adminDashboardQuery = z.object({ from: day, to: day, domain: z.optional(z.string().check(z.maxLength(260))) });

export interface ApiDashboardDay {
  readonly day: string;
  readonly signups: number;
  readonly activations: number;
  readonly first_purchases: number;
  /** Euro cents. */
  readonly revenue_cents: number;
  readonly messages: number;
  readonly reports: number;
}

/** GET /api/admin/dashboard: one row per day of the range (UTC days, both ends included), and their sums. */
export interface ApiDashboard {
  readonly from: string;
  readonly to: string;
  /** null: every domain. */
  readonly domain: string | null;
  readonly domains: readonly string[];
  readonly days: readonly ApiDashboardDay[];
  readonly totals: Omit<ApiDashboardDay, 'day'>;
}

export const adminDiscountCodeParams = z.object({ code: z.string().check(z.minLength(1), z.maxLength(40)) });
const optionalDay = z.optional(z.nullable(z.string().check(z.maxLength(10))));
export const adminCreateDiscountBody = z.object({
  code: z.string().check(z.maxLength(40)),
  percentage: z.number(),
  max_uses: z.optional(z.nullable(z.number())),
  valid_from: optionalDay,
  valid_until: optionalDay,
  domain: z.optional(z.nullable(z.string().check(z.maxLength(260)))),
});
export const adminDiscountLimitBody = z.object({ max_uses: z.nullable(z.number()) });

export type ApiDiscountState = 'active' | 'disabled' | 'expired' | 'scheduled' | 'used_up';

export interface ApiDiscountCode {
  readonly code: string;
  readonly percentage: number;
  readonly uses: number;
  /** null: no limit. */
  readonly max_uses: number | null;
  readonly valid_from: string | null;
  /** The moment it stops applying (the end of its last day); null: never. */
  readonly expires_at: string | null;
  /** null: every domain. */
  readonly domain: string | null;
  /** Whether it applies now, or why not. */
  readonly state: ApiDiscountState;
  readonly created_at: string;
}
