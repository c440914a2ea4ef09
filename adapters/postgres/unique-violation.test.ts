import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import type { Database } from './database';
import { MemberModel } from './models';
import { isUniqueViolation } from './unique-violation';

const failureOf = async (work: () => PromiseLike<unknown>): Promise<unknown> => {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
};

/** What the drivers really throw: knex's own error and Objection's wrapped one, on PGlite and PostgreSQL. */
describe.each(databaseKinds())('isUniqueViolation on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    await database.knex('members').insert({ email: 'een@example.nl', password_hash: 'x', status: 'active', signup_date: new Date() });
  });
  afterAll(() => database.close());

  it('tells the named index’s violation from knex and from Objection, and no other error', async () => {
    const viaKnex = await failureOf(() => database.knex('members').insert({ email: 'EEN@example.nl', password_hash: 'x', status: 'active', signup_date: new Date() }));
    const viaObjection = await failureOf(() => MemberModel.query(database.knex).insert({ email: 'Een@example.nl', password_hash: 'x', status: 'active', signup_date: new Date() }));
    for (const error of [viaKnex, viaObjection]) {
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(error, 'members_email_unique')).toBe(true);
      expect(isUniqueViolation(error, 'another_index')).toBe(false);
    }
    const otherFailure = await failureOf(() => database.knex.raw('select * from no_such_table'));
    expect(isUniqueViolation(otherFailure)).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
