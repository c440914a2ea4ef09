import type { Knex } from 'knex';
import type { Clock } from '../../domain/shared/clock';
import type { TransactionScope, Transactions } from '../../domain/transactions';
import { PostgresConversations } from './postgres-conversations';
import { PostgresCreditLedger } from './postgres-credit-ledger';
import { PostgresDirectDebitMandates, PostgresSmsCodes } from './postgres-direct-debit';
import { PostgresDiscountRedemptions } from './postgres-discount-redemptions';
import { PostgresPayments } from './postgres-payments';
import { PostgresMemberAccounts } from './postgres-member-accounts';

/** Every repository in the scope goes through the transaction: on PGlite's single connection anything else would wait forever. */
export class PostgresTransactions implements Transactions {
  constructor(private readonly db: Knex, private readonly clock: Clock) {}

  run<T>(work: (scope: TransactionScope) => Promise<T>): Promise<T> {
    return this.db.transaction((trx) =>
      work({
        members: new PostgresMemberAccounts(trx, this.clock),
        ledger: new PostgresCreditLedger(trx),
        conversations: new PostgresConversations(trx),
        payments: new PostgresPayments(trx),
        discountRedemptions: new PostgresDiscountRedemptions(trx),
        mandates: new PostgresDirectDebitMandates(trx),
        smsCodes: new PostgresSmsCodes(trx),
      }),
    );
  }
}
