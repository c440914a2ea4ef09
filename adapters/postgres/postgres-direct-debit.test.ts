import { directDebitContract } from '../../test/support/contracts/direct-debit-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresDirectDebit', directDebitContract);
