import type { Knex } from 'knex';
import type { DiscountRedemptions } from '../../domain/discounts/ports';
import type { MemberId } from '../../domain/shared/ids';

/**
 * Inside the payment's transaction. The member has paid the discounted price by then, so a second redemption of the
 * same code (two checkouts completing) is kept as the first: the unique index on (code, member) decides.
 */
export class PostgresDiscountRedemptions implements DiscountRedemptions {
  constructor(private readonly db: Knex) {}

  async redeem(redemption: { code: string; memberId: MemberId; paymentId: string; at: Date }): Promise<void> {
    await this.db('discount_redemptions')
      .insert({ code: redemption.code.toUpperCase(), member_id: redemption.memberId, payment_id: redemption.paymentId, redeemed_at: redemption.at })
      .onConflict(['code', 'member_id'])
      .ignore();
  }
}
