import type { Knex } from 'knex';
import type { DiscountCode } from '../../domain/discounts/discount';
import type { DiscountCodes } from '../../domain/discounts/ports';
import { isPaymentMethod } from '../../domain/payments/payment-method';
import { memberId, type MemberId } from '../../domain/shared/ids';
import { cents, percent } from '../../domain/shared/quantities';
import { PreparedQuery } from './prepared-statements';

export interface DiscountCodeRow {
  code: string;
  country: string | null;
  member_id: string | number | null;
  expires_at: Date | string | null;
  percentage: number;
  currency: string;
  minimum_order_cents: number;
  status: string;
  validity: string;
  payment_methods: string[] | string;
  valid_from?: Date | string | null;
  domain?: string | null;
  max_uses?: number | null;
  uses?: number;
}

export const toDiscountCode = (row: DiscountCodeRow): DiscountCode => ({
  code: row.code,
  country: row.country,
  memberId: row.member_id === null ? null : memberId(Number(row.member_id)),
  expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
  percentage: percent(row.percentage),
  currency: row.currency,
  minimumOrder: cents(row.minimum_order_cents),
  // Anything but 'active' refuses the code: a status the operator mistyped never grants a discount.
  status: row.status === 'active' ? 'active' : 'disabled',
  validity: row.validity === 'once' ? 'once' : 'once_per_user',
  paymentMethods: (typeof row.payment_methods === 'string' ? (JSON.parse(row.payment_methods) as string[]) : row.payment_methods).filter(isPaymentMethod),
  validFrom: row.valid_from ? new Date(row.valid_from) : null,
  domain: row.domain ?? null,
  maxUses: row.max_uses ?? null,
  uses: row.uses ?? 0,
});

/**
 * `usedAnyBy`'s statement for a number of codes, written once by the builder and sent by name: a free member's pages
 * ask it for both welcome offers in her time-bonus window (decisions 0053, 0085).
 */
const USED_ANY = new Map<number, PreparedQuery<Record<string, unknown>>>();
function usedAnyQuery(count: number): PreparedQuery<Record<string, unknown>> {
  let query = USED_ANY.get(count);
  if (!query) {
    query = new PreparedQuery<Record<string, unknown>>(`discount_used_any_${count}`, (db, p) =>
      db('discount_redemptions')
        .whereIn('code', Array.from({ length: count }, (_, i) => p[`code${i}`] as string))
        .andWhere('member_id', p.member as MemberId)
        .first('id'),
    );
    USED_ANY.set(count, query);
  }
  return query;
}

/** The operator's discount codes (migration 0016), found case-insensitively through the unique index on upper(code). */
export class PostgresDiscountCodes implements DiscountCodes {
  constructor(private readonly db: Knex) {}

  async find(code: string): Promise<DiscountCode | undefined> {
    const row = (await this.db('discount_codes').whereRaw('upper(code) = ?', [code.toUpperCase()]).first()) as DiscountCodeRow | undefined;
    return row ? toDiscountCode(row) : undefined;
  }

  // Held codes are stored upper case (PostgresDiscountRedemptions); reserved and redeemed rows alike count as used.
  async usedBy(code: string, member: MemberId): Promise<boolean> {
    return !!(await this.db('discount_redemptions').where({ code: code.toUpperCase(), member_id: member }).first('id'));
  }

  async usedAnyBy(codes: readonly string[], member: MemberId): Promise<boolean> {
    if (codes.length === 0) return false;
    const held = Object.fromEntries(codes.map((code, i) => [`code${i}`, code.toUpperCase()]));
    return (await usedAnyQuery(codes.length).run(this.db, { ...held, member })).length > 0;
  }

  async usedByAnyone(code: string): Promise<boolean> {
    return !!(await this.db('discount_redemptions').where('code', code.toUpperCase()).first('id'));
  }

  /** The operator's new code (tools and tests). */
  async add(code: DiscountCode, now: Date): Promise<void> {
    await this.db('discount_codes').insert({ ...discountCodeRow(code, now), uses: code.uses ?? 0 });
  }
}

/** A discount code as its `discount_codes` row (uses aside), for the checkout's codes and the back office's book. */
export function discountCodeRow(code: DiscountCode, at: Date) {
  return {
    code: code.code,
    country: code.country,
    member_id: code.memberId,
    expires_at: code.expiresAt,
    percentage: code.percentage,
    currency: code.currency,
    minimum_order_cents: code.minimumOrder,
    status: code.status,
    validity: code.validity,
    payment_methods: JSON.stringify(code.paymentMethods),
    valid_from: code.validFrom ?? null,
    domain: code.domain ?? null,
    max_uses: code.maxUses ?? null,
    created_at: at,
  };
}
