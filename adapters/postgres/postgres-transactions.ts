import type { Knex } from 'knex';
import type { Clock } from '../../domain/shared/clock';
import type { TransactionScope, Transactions } from '../../domain/transactions';
import { PostgresConversations } from './postgres-conversations';
import { PostgresCreditLedger } from './postgres-credit-ledger';
import { PostgresDirectDebitMandates, PostgresSmsCodes } from './postgres-direct-debit';
import { PostgresDiscountRedemptions } from './postgres-discount-redemptions';
import { PostgresOutbox } from './postgres-outbox';
import { PostgresPayments } from './postgres-payments';
import { PostgresMemberAccounts } from './postgres-member-accounts';
import { PostgresMessageSends } from './postgres-message-sends';

/** The shared scope on one transaction, and its outbox, to tell after the commit whether it queued anything. */
export function sharedScopeOn(trx: Knex.Transaction, clock: Clock): { scope: TransactionScope; outbox: PostgresOutbox } {
  const outbox = new PostgresOutbox(trx, () => clock.now());
  return {
    outbox,
    scope: {
      members: new PostgresMemberAccounts(trx, clock),
      ledger: new PostgresCreditLedger(trx),
      conversations: new PostgresConversations(trx),
      sends: new PostgresMessageSends(trx),
      payments: new PostgresPayments(trx),
      discountRedemptions: new PostgresDiscountRedemptions(trx),
      mandates: new PostgresDirectDebitMandates(trx),
      smsCodes: new PostgresSmsCodes(trx),
      outbox,
    },
  };
}

/**
 * Every repository in the scope goes through the transaction: on PGlite's single connection anything else would wait
 * forever. `outboxCommitted` is called after a commit that queued outbox rows: this instance's worker delivers them
 * at once instead of at its next poll.
 */
export class PostgresTransactions implements Transactions {
  constructor(private readonly db: Knex, private readonly clock: Clock, private readonly outboxCommitted?: () => void) {}

  async run<T>(work: (scope: TransactionScope) => Promise<T>): Promise<T> {
    let queued = false;
    const result = await this.db.transaction(async (trx) => {
      const { scope, outbox } = sharedScopeOn(trx, this.clock);
      const done = await work(scope);
      queued = outbox.hasAdded;
      return done;
    });
    if (queued) this.outboxCommitted?.();
    return result;
  }
}
