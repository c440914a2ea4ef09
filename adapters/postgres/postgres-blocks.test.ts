import { blocksContract } from '../../test/support/contracts/blocks-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresBlocks', blocksContract);
