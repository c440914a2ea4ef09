import type { Knex } from 'knex';
import type { CodeHold, DiscountRedemptions } from '../../domain/discounts/ports';

/**
 * Codes held for payments, inside the payment's transaction (decision 0044, migration 0018): a row is `reserved` while
 * the payment is open and `redeemed` once it completed. The unique indexes decide, atomically across instances: one
 * row per (code, member); one `single_use` row per code; one `welcome` row per member. A second insert waits for the
 * first's transaction and then does nothing (ON CONFLICT DO NOTHING, every unique index), so a refusal never aborts the
 * caller's transaction. Codes are stored upper case.
 */
export class PostgresDiscountRedemptions implements DiscountRedemptions {
  constructor(private readonly db: Knex) {}

  async reserve(hold: CodeHold): Promise<boolean> {
    const inserted = (await this.db('discount_redemptions')
      .insert({
        code: hold.code.toUpperCase(),
        member_id: hold.memberId,
        payment_id: hold.paymentId,
        status: 'reserved',
        single_use: hold.singleUse,
        welcome: hold.welcome,
        reserved_at: hold.at,
      })
      .onConflict()
      .ignore()
      .returning('id')) as unknown[];
    return inserted.length > 0;
  }

  async redeem(hold: Omit<CodeHold, 'singleUse'>): Promise<void> {
    const redeemed = await this.db('discount_redemptions').where({ payment_id: hold.paymentId, status: 'reserved' }).update({ status: 'redeemed', redeemed_at: hold.at });
    if (redeemed > 0) return;
    // No reservation (lost, or the payment opened before migration 0018): recorded when the code is free, else not.
    await this.db('discount_redemptions')
      .insert({ code: hold.code.toUpperCase(), member_id: hold.memberId, payment_id: hold.paymentId, status: 'redeemed', welcome: hold.welcome, redeemed_at: hold.at })
      .onConflict()
      .ignore();
  }

  async release(paymentId: string): Promise<void> {
    await this.db('discount_redemptions').where({ payment_id: paymentId, status: 'reserved' }).delete();
  }
}
