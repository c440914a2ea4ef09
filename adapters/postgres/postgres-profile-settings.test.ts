import { profileSettingsContract } from '../../test/support/contracts/profile-settings-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresProfileSettings', profileSettingsContract);
