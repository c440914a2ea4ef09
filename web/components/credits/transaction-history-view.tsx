import { observer } from 'mobx-react-lite';
import type { TransactionHistory } from '../../stores/transaction-history';
import { NoTransactions } from './no-transactions';
import { TransactionList } from './transaction-list';
import { TransactionsFailed, TransactionsSkeleton } from './transactions-state';

/** Her payments as they stand: the list, the empty state, rows of bones while they are read again, or the failure. */
export const TransactionHistoryView = observer(function TransactionHistoryView({ history }: { history: TransactionHistory }) {
  if (history.loading) return <TransactionsSkeleton />;
  if (history.payments === null) return <TransactionsFailed onRetry={() => void history.retry()} />;
  return history.payments.length === 0 ? <NoTransactions /> : <TransactionList payments={history.payments} />;
});
