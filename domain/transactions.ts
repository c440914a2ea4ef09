import type { CreditLedger, MemberAccounts } from './accounts/ports';
import type { Conversations, MessageSends } from './chat/ports';
import type { CreditDebts } from './credits/credit-debts';
import type { DirectDebitMandates, SmsCodes } from './direct-debit/ports';
import type { DiscountRedemptions } from './discounts/ports';
import type { Outbox } from './outbox/outbox';
import type { Payments } from './payments/ports';

/** Repositories bound to one database transaction. */
export interface TransactionScope {
  readonly members: MemberAccounts;
  readonly ledger: CreditLedger;
  /** What members owe in credits after a refund or reversal took more than they had (decision 0076). */
  readonly debts: CreditDebts;
  readonly conversations: Conversations;
  /** A message send in two statements (decision 0050). */
  readonly sends: MessageSends;
  readonly payments: Payments;
  readonly discountRedemptions: DiscountRedemptions;
  /** Direct debit (issue 12): the order's mandate, and its SMS code used once. */
  readonly mandates: DirectDebitMandates;
  readonly smsCodes: SmsCodes;
  /** What must happen after the commit (mail, SMS): rows written by this transaction, delivered after it (decision 0042). */
  readonly outbox: Outbox;
}

/** Runs work in one transaction: all of it commits, or none. */
export interface Transactions {
  run<T>(work: (scope: TransactionScope) => Promise<T>): Promise<T>;
}
