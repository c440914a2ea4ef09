import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useData } from 'vike-react/useData';
import { CreditsHead } from '../../components/credits/credits-head';
import { MoneyPage } from '../../components/credits/parts';
import { TransactionHistoryView } from '../../components/credits/transaction-history-view';
import { Container } from '../../components/ui';
import { useStore } from '../../stores/store-context';
import { TransactionHistory } from '../../stores/transaction-history';
import type { TransactionsData } from './+data';

/** /transactions: her payments, newest first, each opening its page and receipt; an empty state leading to /credits. */
export default observer(function TransactionsPage() {
  const { payments } = useData<TransactionsData>();
  const store = useStore();
  const history = useMemo(() => new TransactionHistory(payments, store.endpoints), [payments, store]);
  return (
    <Container>
      <MoneyPage>
        <CreditsHead title="transactions.title" lead={!history.empty && !history.failed && 'transactions.intro'} balance={false} />
        <TransactionHistoryView history={history} />
      </MoneyPage>
    </Container>
  );
});
