import type { Knex } from 'knex';
import type { Clock } from '../../domain/shared/clock';
import type { TransactionScope, Transactions } from '../../domain/transactions';
import { PostgresConversations } from './postgres-conversations';
import { PostgresCreditLedger } from './postgres-credit-ledger';
import { PostgresDirectDebitMandates, PostgresSmsCodes } from './postgres-direct-debit';
import { PostgresDiscountRedemptions } from './postgres-discount-redemptions';
import { PostgresOutbox } from './postgres-outbox';
import { PostgresPayments } from './postgres-payments';
import { PostgresCreditDebts } from './postgres-payment-refunds';
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
      debts: new PostgresCreditDebts(trx),
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
 * One database transaction over the shared scope, which an area extends with its own repositories on the same
 * transaction (decision 0009). `outboxCommitted` is called after a commit that queued outbox rows: this instance's
 * worker delivers them at once instead of at its next poll.
 */
export async function runOnSharedScope<T>(
  on: { readonly db: Knex; readonly clock: Clock; readonly outboxCommitted?: () => void },
  work: (trx: Knex.Transaction, shared: TransactionScope) => Promise<T>,
): Promise<T> {
  let queued = false;
  const result = await on.db.transaction(async (trx) => {
    const { scope, outbox } = sharedScopeOn(trx, on.clock);
    const done = await work(trx, scope);
    queued = outbox.hasAdded;
    return done;
  });
  if (queued) on.outboxCommitted?.();
  return result;
}

/** Every repository in the scope goes through the transaction: on PGlite's single connection anything else would wait forever. */
export class PostgresTransactions implements Transactions {
  constructor(readonly db: Knex, readonly clock: Clock, readonly outboxCommitted?: () => void) {}

  run<T>(work: (scope: TransactionScope) => Promise<T>): Promise<T> {
    return runOnSharedScope(this, (_trx, scope) => work(scope));
  }
}
