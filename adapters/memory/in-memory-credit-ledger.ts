import type { CreditEntry, CreditLedger } from '../../domain/accounts/ports';
import { DomainError } from '../../domain/shared/domain-error';
import type { MemberId } from '../../domain/shared/ids';
import { credits, type Credits } from '../../domain/shared/quantities';
import type { InMemoryStore } from './in-memory-store';

/**
 * The row and the balance move together; a balance never goes below zero. As the table's constraints: an entry moves
 * credits (credit_ledger_amount_not_zero), and a purchase reference is credited once (credit_ledger_one_purchase).
 */
export class InMemoryCreditLedger implements CreditLedger {
  constructor(private readonly store: InMemoryStore) {}

  async record(entry: CreditEntry): Promise<Credits> {
    const member = this.store.member(entry.memberId);
    if (!member) throw new Error(`member ${entry.memberId} does not exist`);
    if (entry.amount === 0) throw new Error('check violation: credit_ledger_amount_not_zero');
    if (entry.reason === 'purchase' && entry.reference !== undefined && this.store.data.ledger.some((row) => row.reason === 'purchase' && row.reference === entry.reference)) {
      throw new Error('unique violation: credit_ledger_one_purchase');
    }
    const balance = member.credits + entry.amount;
    if (balance < 0) throw new DomainError('insufficient_credits', { details: { needed: -entry.amount } });
    const data = this.store.data;
    data.sequences.ledger += 1;
    data.ledger.push({ ...entry, at: new Date(entry.at.getTime()), id: data.sequences.ledger });
    member.credits = credits(balance);
    return member.credits;
  }

  async sumFor(memberId: MemberId): Promise<Credits> {
    return credits(this.store.data.ledger.filter((row) => row.memberId === memberId).reduce((sum, row) => sum + row.amount, 0));
  }

  async entriesFor(memberId: MemberId): Promise<CreditEntry[]> {
    return this.rowsFor(memberId);
  }

  /** Every row of a member, oldest first, at once: for tests that look at what was written. */
  rowsFor(memberId: MemberId): CreditEntry[] {
    return this.store.data.ledger.filter((row) => row.memberId === memberId).map(({ id: _id, ...entry }) => entry);
  }
}
