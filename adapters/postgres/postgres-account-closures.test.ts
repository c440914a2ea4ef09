import { accountClosuresContract } from '../../test/support/contracts/account-closures-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresAccountClosures', accountClosuresContract);
