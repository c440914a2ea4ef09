import type { Clock } from '../../domain/shared/clock';
import type { TransactionScope, Transactions } from '../../domain/transactions';
import { InMemoryConversations } from './in-memory-conversations';
import { InMemoryCreditLedger } from './in-memory-credit-ledger';
import { InMemoryDirectDebitMandates, InMemorySmsCodes } from './in-memory-direct-debit';
import { InMemoryMemberAccounts } from './in-memory-member-accounts';
import { InMemoryDiscountRedemptions, InMemoryPayments } from './in-memory-payments';
import type { InMemoryStore } from './in-memory-store';

/**
 * One transaction at a time (a promise chain), so a lock is simply a read; on a throw the store goes back to the
 * snapshot taken at the start. Work outside transactions is not serialised: tests seed data before they act.
 * A transaction must not start another one: it would wait for itself.
 */
export class InMemoryTransactions implements Transactions {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly scope: TransactionScope;

  constructor(private readonly store: InMemoryStore, clock: Clock) {
    this.scope = {
      members: new InMemoryMemberAccounts(store, clock),
      ledger: new InMemoryCreditLedger(store),
      conversations: new InMemoryConversations(store),
      payments: new InMemoryPayments(store),
      discountRedemptions: new InMemoryDiscountRedemptions(store),
      mandates: new InMemoryDirectDebitMandates(store),
      smsCodes: new InMemorySmsCodes(store),
    };
  }

  run<T>(work: (scope: TransactionScope) => Promise<T>): Promise<T> {
    const result = this.tail.then(async () => {
      const snapshot = this.store.snapshot();
      try {
        return await work(this.scope);
      } catch (error) {
        this.store.restore(snapshot);
        throw error;
      }
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}
