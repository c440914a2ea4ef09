import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember } from '../../test/support/members';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import type { Database } from './database';
import { PostgresSupportCases } from './postgres-support-cases';

const at = new Date('2026-11-24T10:00:00Z');

describe.each(databaseKinds())('PostgresSupportCases on %s', (kind) => {
  let database: Database;
  let cases: PostgresSupportCases;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    cases = new PostgresSupportCases(database.knex);
  });
  afterAll(() => database.close());

  it('saves a report once under its reference, and says when the reference is taken', async () => {
    const reporter = (await givenMember(database.knex)).id;
    const reported = (await givenMember(database.knex)).id;
    const report = { reference: 'R-ABCD-EFGH', reporter, reported, reason: 'scam' as const, text: 'geld', domain: 'hartslag.example', at };
    expect(await cases.saveReport(report)).toBe('saved');
    expect(await cases.saveReport({ ...report, text: 'nog eens' })).toBe('reference_taken');
    expect(await database.knex('reports').where('reference', 'R-ABCD-EFGH').select('text')).toEqual([{ text: 'geld' }]);
  });

  it('saves a complaint once under its reference, and says when the reference is taken', async () => {
    const complaint = { reference: 'K-ABCD-EFGH', email: 'a@example.nl', category: 'billing' as const, description: 'Twee keer afgeschreven.', domain: 'hartslag.example', at };
    expect(await cases.saveComplaint(complaint)).toBe('saved');
    expect(await cases.saveComplaint(complaint)).toBe('reference_taken');
    expect(Number(((await database.knex('complaints').where('reference', 'K-ABCD-EFGH').count({ n: '*' })) as { n: string }[])[0]!.n)).toBe(1);
  });
});
