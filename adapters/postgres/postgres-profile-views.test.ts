import { profileViewsContract } from '../../test/support/contracts/profile-views-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresProfileViews', profileViewsContract);
