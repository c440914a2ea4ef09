import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberDirectoryContract } from '../../test/support/contracts/member-directory-contract';
import { CONTRACT_NOW } from '../../test/support/contracts/adapter-world';
import { emptyDatabase } from '../../test/support/contracts/postgres-world';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import type { Database } from './database';
import { PostgresMemberAccounts } from './postgres-member-accounts';
import { PostgresMemberDirectory } from './postgres-member-directory';
import { PostgresSessions } from './postgres-sessions';

describe.each(databaseKinds())('PostgresMemberDirectory on %s', (kind) => {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database?.close());

  memberDirectoryContract(async () => {
    const knex = database!.knex;
    await emptyDatabase(knex);
    return { members: new PostgresMemberAccounts(knex, { now: () => CONTRACT_NOW }), sessions: new PostgresSessions(knex), directory: new PostgresMemberDirectory(knex) };
  });

  it('searches an address prefix on the members_email_prefix index', async () => {
    const knex = database!.knex;
    await knex.raw('set enable_seqscan = off');
    try {
      const plan = (await knex.raw(`explain select id from members where lower(email) like 'anna%' escape '\\' order by id desc limit 50`)).rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/members_email_prefix/);
    } finally {
      await knex.raw('set enable_seqscan = on');
    }
  });
});
