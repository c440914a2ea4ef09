import { misplacedMediaContract } from '../../test/support/contracts/misplaced-media-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresMisplacedMedia', misplacedMediaContract);
