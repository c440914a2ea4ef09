import { conversationsContract } from '../../test/support/contracts/conversations-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresConversations', conversationsContract);
