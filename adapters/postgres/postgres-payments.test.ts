import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewPayment } from '../../domain/payments/payment';
import type { MemberId } from '../../domain/shared/ids';
import { cents, credits, percent } from '../../domain/shared/quantities';
import { givenMember } from '../../test/support/members';
import { paymentsContract } from '../../test/support/contracts/payments-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import type { Database } from './database';
import { PostgresPayments } from './postgres-payments';

const made = new Date('2026-11-27T08:00:00Z');
const sweepBefore = new Date('2026-11-27T09:50:00Z');
const at = (minutes: number) => new Date(made.getTime() + minutes * 60_000);

describe.each(databaseKinds())('PostgresPayments, the sweeper’s queue, on %s', (kind) => {
  let database: Database;
  let payments: PostgresPayments;
  let anna: MemberId;
  let sequence = 0;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    payments = new PostgresPayments(database.knex);
    anna = (await givenMember(database.knex)).id;
  });
  afterAll(() => database.close());
  beforeEach(() => database.knex('payments').delete());

  const open = async (change: Partial<NewPayment> = {}): Promise<string> => {
    sequence += 1;
    const paymentId = `HS-SWEEP${String(sequence).padStart(5, '0')}`;
    await payments.create({
      paymentId, memberId: anna, domain: 'hartslag.example', bundleId: 1, credits: credits(50), listAmount: cents(995), amount: cents(995), currency: 'EUR',
      method: 'ideal', status: 'open', provider: 'sandbox', discountCode: null, discountPercentage: percent(0), consentAt: made, createdAt: made, ...change,
    });
    return paymentId;
  };
  const queue = async (limit = 100) => (await payments.listUnsettled(sweepBefore, limit)).map((payment) => payment.paymentId);

  it('lists the never-checked first in the order made, then those checked longest ago; only open or pending ones untouched long enough', async () => {
    const [first, second, third, fourth] = [await open(), await open({ status: 'pending' }), await open(), await open()];
    await open({ status: 'completed' });
    await open({ createdAt: sweepBefore });
    expect(await queue()).toEqual([first, second, third, fourth]);

    await payments.markChecked([second, first], at(60));
    await payments.markChecked([third], at(30));
    expect(await queue()).toEqual([fourth, third, first, second]);
    expect(await queue(2)).toEqual([fourth, third]);
  });

  it('stamps only the payments it names, and nothing for none', async () => {
    const [checked, unchecked] = [await open(), await open()];
    await payments.markChecked([], at(5));
    await payments.markChecked([checked], at(5));
    const rows = await database.knex('payments').whereIn('payment_id', [checked, unchecked]).orderBy('id').select('last_checked_at', 'updated_at');
    expect(rows.map((row) => row.last_checked_at && new Date(row.last_checked_at))).toEqual([at(5), null]);
    // Asking changes nothing of the payment itself: updated_at is when it last changed.
    expect(rows.map((row) => new Date(row.updated_at))).toEqual([made, made]);
  });

  it('reads the queue in order from the index payments_sweep, with no sort of the unsettled payments', async () => {
    for (let i = 0; i < 20; i += 1) await open();
    const plan = await explainOf(database.knex, () => payments.listUnsettled(sweepBefore, 100));
    expect(plan).toMatch(/Index Scan using payments_sweep on payments/);
    expect(plan).not.toMatch(/Sort/);
  });
});

/**
 * The plan of the query `run` makes, with the other ways to read and order the rows (sequential and bitmap scans,
 * sorting) switched off: what is left shows an index that serves the query, whatever the table's size.
 */
async function explainOf(knex: Knex, run: () => Promise<unknown>): Promise<string> {
  let query: { sql: string; bindings: readonly unknown[] } | undefined;
  const listen = (data: { sql: string; bindings?: readonly unknown[] }) => {
    if (data.sql.includes('"payments"')) query = { sql: data.sql, bindings: data.bindings ?? [] };
  };
  knex.on('query', listen);
  try {
    await run();
  } finally {
    knex.removeListener('query', listen);
  }
  if (!query) throw new Error('the adapter made no query on payments');
  const { sql, bindings } = query;
  return knex.transaction(async (trx) => {
    for (const way of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) await trx.raw(`set local ${way} = off`);
    // knex reports the query with $1-style placeholders on pg and ? on PGlite's client: put ? back for raw.
    const result = (await trx.raw(`explain ${sql.replace(/\$\d+/g, '?')}`, bindings as Knex.RawBinding[])) as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

onEveryDatabase('PostgresPayments', paymentsContract);
