import { observer } from 'mobx-react-lite';
import { useData } from 'vike-react/useData';
import { CreditsHead } from '../../components/credits/credits-head';
import { NoTransactions } from '../../components/credits/no-transactions';
import { MoneyPage } from '../../components/credits/parts';
import { TransactionList } from '../../components/credits/transaction-list';
import { Container } from '../../components/ui';
import type { TransactionsData } from './+data';

/** /transactions: her payments, newest first, each opening its page and receipt; an empty state leading to /credits. */
export default observer(function TransactionsPage() {
  const { payments } = useData<TransactionsData>();
  return (
    <Container>
      <MoneyPage>
        <CreditsHead title="transactions.title" lead={payments.length > 0 && 'transactions.intro'} balance={false} />
        {payments.length === 0 ? <NoTransactions /> : <TransactionList payments={payments} />}
      </MoneyPage>
    </Container>
  );
});
