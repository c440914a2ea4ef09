import { creditLedgerContract } from '../../test/support/contracts/credit-ledger-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresCreditLedger', creditLedgerContract);
