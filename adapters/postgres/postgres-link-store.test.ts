import { linkStoreContract } from '../../test/support/contracts/link-store-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresLinkStore', linkStoreContract);
