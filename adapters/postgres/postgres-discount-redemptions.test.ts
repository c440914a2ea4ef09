import { afterAll, beforeAll, describe } from 'vitest';
import { givenMember } from '../../test/support/members';
import { discountRedemptionsContract } from '../../test/support/discount-redemptions-contract';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import type { Database } from './database';
import { PostgresDiscountCodes } from './postgres-discount-codes';
import { PostgresTransactions } from './postgres-transactions';

describe.each(databaseKinds())('PostgresDiscountRedemptions on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());

  discountRedemptionsContract(() => ({
    transactions: new PostgresTransactions(database.knex, { now: () => new Date('2026-11-27T10:00:00Z') }),
    codes: new PostgresDiscountCodes(database.knex),
    newMember: async () => (await givenMember(database.knex)).id,
  }));
});
