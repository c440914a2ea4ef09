import { emailPreferencesContract } from '../../test/support/contracts/email-preferences-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresEmailPreferences', emailPreferencesContract);
