import { credentialsContract } from '../../test/support/contracts/credentials-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresCredentials', credentialsContract);
