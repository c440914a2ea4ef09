import { afterAll, describe } from 'vitest';
import type { Database } from './database';
import { signaturesContract } from '../../test/support/contracts/signatures-contract';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import { ServerSecretSignatures } from './server-secret-signatures';

describe.each(databaseKinds())('ServerSecretSignatures on %s', (kind) => {
  const opened: Database[] = [];
  const open = async () => {
    const database = await freshDatabase(kind);
    opened.push(database);
    return database;
  };
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  // One database is one install: every instance reads the key the first one made; another database has its own.
  signaturesContract(async () => {
    const database = await open();
    return {
      install: () => new ServerSecretSignatures(database.knex, 'unsubscribe_link_key'),
      otherInstall: async () => new ServerSecretSignatures((await open()).knex, 'unsubscribe_link_key'),
    };
  });
});
