import type { Knex } from 'knex';
import type { CreditEntry, CreditLedger } from '../../domain/accounts/ports';
import { DomainError } from '../../domain/shared/domain-error';
import type { MemberId } from '../../domain/shared/ids';
import { credits, type Credits } from '../../domain/shared/quantities';
import { CreditLedgerModel } from './models';

/** Must run inside the caller's transaction: the ledger row and the balance move together or not at all. */
export class PostgresCreditLedger implements CreditLedger {
  constructor(private readonly db: Knex) {}

  async record(entry: CreditEntry): Promise<Credits> {
    const [updated] = (await this.db('members')
      .where('id', entry.memberId)
      .andWhere(this.db.raw('credits + ? >= 0', [entry.amount]))
      .update({ credits: this.db.raw('credits + ?', [entry.amount]) })
      .returning('credits')) as { credits: number }[];
    if (!updated) throw new DomainError('insufficient_credits', { details: { needed: -entry.amount } });
    await CreditLedgerModel.query(this.db).insert({
      member_id: entry.memberId,
      amount: entry.amount,
      reason: entry.reason,
      reference: entry.reference ?? null,
      created_at: entry.at,
    });
    return credits(updated.credits);
  }

  async sumFor(memberId: MemberId): Promise<Credits> {
    const row = (await this.db('credit_ledger').where('member_id', memberId).sum({ total: 'amount' }).first()) as { total: string | number | null };
    return credits(Number(row?.total ?? 0));
  }

  async entriesFor(memberId: MemberId): Promise<CreditEntry[]> {
    const rows = await CreditLedgerModel.query(this.db).where('member_id', memberId).orderBy('id');
    return rows.map((row) => ({
      memberId,
      amount: credits(row.amount),
      reason: row.reason as CreditEntry['reason'],
      ...(row.reference === null || row.reference === undefined ? {} : { reference: row.reference }),
      at: new Date(row.created_at),
    }));
  }
}
