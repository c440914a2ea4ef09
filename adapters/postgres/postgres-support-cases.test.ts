import { supportCasesContract } from '../../test/support/contracts/support-cases-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresSupportCases', supportCasesContract);
