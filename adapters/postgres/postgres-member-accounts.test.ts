import { memberAccountsContract } from '../../test/support/contracts/member-accounts-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresMemberAccounts', memberAccountsContract);
