import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/postgres/database';
import { operatorsContract, postgresOperatorAdapters } from '../../test/support/contracts/operators-contract';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import { PostgresAuditTrail } from './postgres-operators';

describe.each(databaseKinds())('the back office on %s', (kind) => {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database?.close());

  operatorsContract(() => postgresOperatorAdapters(database!.knex));

  it('refuses every UPDATE and DELETE of an audit row: the trail is append-only', async () => {
    const knex = database!.knex;
    await new PostgresAuditTrail(knex).append({ who: { console: true }, action: 'operator.created', target: 'operator:1', at: new Date('2026-12-07T12:00:00Z') });
    await expect(knex('audit_log').update({ action: 'operator.logged_out' })).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(knex('audit_log').where('target', 'operator:1').delete()).rejects.toThrow(/append-only: DELETE refused/);
    await expect(knex.raw('update audit_log set reason = ?', ['later'])).rejects.toThrow(/append-only/);
    expect(await knex('audit_log').select('action', 'reason')).toEqual([{ action: 'operator.created', reason: null }]);
  });
});
