import { likesContract } from '../../test/support/contracts/likes-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresLikes', likesContract);
