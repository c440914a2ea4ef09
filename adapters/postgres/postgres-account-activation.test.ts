import { accountActivationContract } from '../../test/support/contracts/account-activation-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresAccountActivation', accountActivationContract);
