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
    // Decision 0078: an operator's code counts its use first, in one conditional UPDATE: the row lock makes parallel
    // reservations take turns, and the one past the limit finds no row to change. Only then is the hold inserted.
    if (hold.counted && !(await this.count(hold.code, +1))) return false;
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
    if (inserted.length > 0) return true;
    // Held already (once per member, once at all): the use counted above is given back.
    if (hold.counted) await this.count(hold.code, -1);
    return false;
  }

  /**
   * Moves a code's `uses` by one, within its limit: false when +1 would pass the limit. A code that is no row of
   * discount_codes (a member's welcome offer) has nothing to count and passes.
   */
  private async count(code: string, by: 1 | -1): Promise<boolean> {
    const key = code.toUpperCase();
    const changed = await this.db('discount_codes')
      .whereRaw('upper(code) = ?', [key])
      .andWhere((q) => (by > 0 ? q.whereNull('max_uses').orWhereRaw('uses < max_uses') : q.where('uses', '>', 0)))
      .update({ uses: this.db.raw('uses + ?', [by]) });
    if (Number(changed) > 0 || by < 0) return true;
    return !(await this.db('discount_codes').whereRaw('upper(code) = ?', [key]).first('id'));
  }

  async redeem(hold: Omit<CodeHold, 'singleUse'>): Promise<void> {
    const redeemed = await this.db('discount_redemptions').where({ payment_id: hold.paymentId, status: 'reserved' }).update({ status: 'redeemed', redeemed_at: hold.at });
    if (redeemed > 0) return;
    // No reservation (lost, or the payment opened before migration 0018): recorded when the code is free, else not.
    const inserted = (await this.db('discount_redemptions')
      .insert({ code: hold.code.toUpperCase(), member_id: hold.memberId, payment_id: hold.paymentId, status: 'redeemed', welcome: hold.welcome, redeemed_at: hold.at })
      .onConflict()
      .ignore()
      .returning('id')) as unknown[];
    // The money was taken: the use is counted even past the limit (the limit stays as the operator set it).
    if (inserted.length > 0)
      await this.db('discount_codes')
        .whereRaw('upper(code) = ?', [hold.code.toUpperCase()])
        .update({ uses: this.db.raw('uses + 1'), max_uses: this.db.raw('case when max_uses is not null and uses + 1 > max_uses then uses + 1 else max_uses end') });
  }

  async release(paymentId: string): Promise<void> {
    const released = (await this.db('discount_redemptions').where({ payment_id: paymentId, status: 'reserved' }).delete().returning('code')) as { code: string }[];
    // The use it counted is free again (decision 0078).
    for (const { code } of released) await this.count(code, -1);
  }
}
