import { moderationContract } from '../../test/support/contracts/moderation-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresReportQueue and PostgresSuspensions', moderationContract);
