import { siteSettingsContract } from '../../test/support/contracts/site-settings-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresSiteSettings', siteSettingsContract);
