import { sessionsContract } from '../../test/support/contracts/sessions-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresSessions', sessionsContract);
