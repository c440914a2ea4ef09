import { discountCodeRow } from './postgres-discount-codes';
import type { Knex } from 'knex';
import type { DiscountCode } from '../../domain/discounts/discount';
import type { DiscountCodeBook, ListedDiscountCode } from '../../domain/operators/discounts/discount-code-book';
import { toDiscountCode, type DiscountCodeRow } from './postgres-discount-codes';

const listed = (row: DiscountCodeRow & { created_at: Date | string }): ListedDiscountCode => ({ ...toDiscountCode(row), createdAt: new Date(row.created_at) });

/**
 * The operators' discount codes on the back office's transaction (decision 0078, migrations 0016 and 0034). Codes
 * are found through the unique index on upper(code); a new code whose letters exist in any case is refused by it.
 */
export class PostgresDiscountBook implements DiscountCodeBook {
  constructor(private readonly db: Knex) {}

  async list(limit: number): Promise<ListedDiscountCode[]> {
    // Only the operators' codes for anyone: a personal code (member_id) is made by tools for one member.
    const rows = (await this.db('discount_codes').whereNull('member_id').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit)) as (DiscountCodeRow & { created_at: Date })[];
    return rows.map(listed);
  }

  async lock(code: string): Promise<ListedDiscountCode | undefined> {
    const row = (await this.db('discount_codes').whereRaw('upper(code) = ?', [code.trim().toUpperCase()]).forUpdate().first()) as (DiscountCodeRow & { created_at: Date }) | undefined;
    return row ? listed(row) : undefined;
  }

  async create(code: DiscountCode, at: Date): Promise<boolean> {
    const inserted = (await this.db('discount_codes')
      .insert({ ...discountCodeRow(code, at), uses: 0 })
      .onConflict(this.db.raw('(upper(code))'))
      .ignore()
      .returning('id')) as unknown[];
    return inserted.length > 0;
  }

  async setLimit(code: string, maxUses: number | null): Promise<void> {
    await this.db('discount_codes').whereRaw('upper(code) = ?', [code.toUpperCase()]).update({ max_uses: maxUses });
  }

  async end(code: string, at: Date): Promise<void> {
    await this.db('discount_codes')
      .whereRaw('upper(code) = ?', [code.toUpperCase()])
      .update({ status: 'disabled', expires_at: this.db.raw('least(coalesce(expires_at, ?::timestamptz), ?::timestamptz)', [at, at]) });
  }
}
