import { idempotencyKeysContract } from '../../test/support/contracts/idempotency-keys-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresIdempotencyKeys', idempotencyKeysContract);
