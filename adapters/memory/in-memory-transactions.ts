import { InMemoryCreditDebts } from './in-memory-payment-refunds';
import type { Outbox, OutboxItem } from '../../domain/outbox/outbox';
import type { Clock } from '../../domain/shared/clock';
import type { TransactionScope, Transactions } from '../../domain/transactions';
import { InMemoryConversations } from './in-memory-conversations';
import { InMemoryCreditLedger } from './in-memory-credit-ledger';
import { InMemoryDirectDebitMandates, InMemorySmsCodes } from './in-memory-direct-debit';
import { InMemoryMemberAccounts } from './in-memory-member-accounts';
import { InMemoryMessageSends } from './in-memory-message-sends';
import { InMemoryDiscountRedemptions, InMemoryPayments } from './in-memory-payments';
import type { InMemoryStore } from './in-memory-store';
import { InMemoryOutboxQueue } from './in-memory-outbox';

/**
 * One transaction at a time (a promise chain), so a lock is simply a read; on a throw the store goes back to the
 * snapshot taken at the start. Work outside transactions is not serialised: tests seed data before they act.
 * A transaction must not start another one: it would wait for itself. Outbox items are held until the commit and then
 * added to `committed` (dropped on a throw), as rows written in a rolled-back transaction never existed.
 */
export class InMemoryTransactions implements Transactions {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly scope: TransactionScope;
  private held: OutboxItem[] = [];

  constructor(private readonly store: InMemoryStore, clock: Clock, private readonly committed: Outbox = new InMemoryOutboxQueue(clock)) {
    this.scope = {
      members: new InMemoryMemberAccounts(store, clock),
      ledger: new InMemoryCreditLedger(store),
      debts: new InMemoryCreditDebts(store),
      conversations: new InMemoryConversations(store),
      sends: new InMemoryMessageSends(store, clock),
      payments: new InMemoryPayments(store),
      discountRedemptions: new InMemoryDiscountRedemptions(store),
      mandates: new InMemoryDirectDebitMandates(store),
      smsCodes: new InMemorySmsCodes(store),
      outbox: { add: async (item) => void this.held.push(structuredClone(item)) },
    };
  }

  run<T>(work: (scope: TransactionScope) => Promise<T>): Promise<T> {
    const result = this.tail.then(async () => {
      const snapshot = this.store.snapshot();
      this.held = [];
      let result: T;
      try {
        result = await work(this.scope);
      } catch (error) {
        this.store.restore(snapshot);
        this.held = [];
        throw error;
      }
      const committed = this.held;
      this.held = [];
      for (const item of committed) await this.committed.add(item);
      return result;
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}
