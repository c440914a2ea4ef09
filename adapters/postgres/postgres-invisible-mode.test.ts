import { invisibleModeContract } from '../../test/support/contracts/invisible-mode-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresInvisibleMode', invisibleModeContract);
