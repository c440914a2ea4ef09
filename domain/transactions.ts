import type { CreditLedger, MemberAccounts } from './accounts/ports';
import type { Conversations } from './chat/ports';

/** Repositories bound to one database transaction. */
export interface TransactionScope {
  readonly members: MemberAccounts;
  readonly ledger: CreditLedger;
  readonly conversations: Conversations;
}

/** Runs work in one transaction: all of it commits, or none. */
export interface Transactions {
  run<T>(work: (scope: TransactionScope) => Promise<T>): Promise<T>;
}
