import { developmentMailboxContract } from '../../test/support/contracts/development-mailbox-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresMailOutbox and PostgresSmsOutbox', developmentMailboxContract);
