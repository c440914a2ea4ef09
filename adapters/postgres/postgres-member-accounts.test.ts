import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberId } from '../../domain/shared/ids';
import { givenMember } from '../../test/support/members';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import type { Database } from './database';
import { PostgresMemberAccounts } from './postgres-member-accounts';

describe.each(databaseKinds())('PostgresMemberAccounts.findAccount on %s', (kind) => {
  let database: Database;
  let accounts: PostgresMemberAccounts;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    accounts = new PostgresMemberAccounts(database.knex, { now: () => new Date('2026-11-25T10:00:00Z') });
  });
  afterAll(() => database.close());

  it('reads the account as findById does, without the profile', async () => {
    const member = await givenMember(database.knex);
    const whole = await accounts.findById(member.id);
    const { profile, ...account } = whole!;
    expect(profile).toBeDefined();
    expect(await accounts.findAccount(member.id)).toEqual(account);
  });

  it('finds nobody for an id no member has', async () => {
    expect(await accounts.findAccount(memberId(987_654))).toBeUndefined();
  });
});
