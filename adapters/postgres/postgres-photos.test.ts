import { photosContract } from '../../test/support/contracts/photos-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresPhotos', photosContract);
