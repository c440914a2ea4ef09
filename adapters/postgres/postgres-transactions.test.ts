import { transactionsContract } from '../../test/support/contracts/transactions-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresTransactions', transactionsContract);
