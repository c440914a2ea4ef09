import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxQueueContract } from '../../test/support/contracts/outbox-queue-contract';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import type { Database } from './database';
import { PostgresOutbox, PostgresOutboxQueue } from './postgres-outbox';
import { PostgresTransactions } from './postgres-transactions';

const AT = new Date('2025-06-15T12:00:00Z');

describe.each(databaseKinds())('the outbox on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.knex('outbox').delete();
  });

  /** The queue, with rows added as a use case would, at AT. */
  const queueAt = () => {
    const outbox = new PostgresOutbox(database.knex, () => AT);
    return Object.assign(new PostgresOutboxQueue(database.knex), { add: outbox.add.bind(outbox) });
  };
  outboxQueueContract(async () => {
    await database.knex('outbox').delete();
    return queueAt();
  });

  const sms = { kind: 'sms', to: '+31612345678', text: 'Code 123456' } as const;

  it('keeps a row written in a transaction that commits, and tells the worker after the commit', async () => {
    let woken = 0;
    let rowsWhenWoken = -1;
    const transactions = new PostgresTransactions(database.knex, { now: () => AT }, () => {
      woken += 1;
      void database.knex('outbox').count({ n: '*' }).first().then((row) => (rowsWhenWoken = Number(row?.n)));
    });
    await transactions.run((scope) => scope.outbox.add(sms));
    expect(woken).toBe(1);
    await expect.poll(() => rowsWhenWoken).toBe(1);

    await transactions.run(async (scope) => scope.members.findById(1 as never));
    expect(woken, 'a transaction that queued nothing wakes nobody').toBe(1);
  });

  it('leaves no row of a transaction that rolls back', async () => {
    let woken = 0;
    const transactions = new PostgresTransactions(database.knex, { now: () => AT }, () => (woken += 1));
    await expect(
      transactions.run(async (scope) => {
        await scope.outbox.add(sms);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(Number((await database.knex('outbox').count({ n: '*' }).first())?.n)).toBe(0);
    expect(woken).toBe(0);
  });
});

describe.each(databaseKinds().filter((kind) => kind === 'postgres'))('claiming the outbox from many connections on %s', (kind) => {
  let database: Database;
  const pools: Knex[] = [];
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.destroy()));
    await database.close();
  });

  it('gives each of 200 rows to exactly one of 8 workers claiming at once (FOR UPDATE SKIP LOCKED)', async () => {
    const outbox = new PostgresOutbox(database.knex, () => AT);
    for (let i = 0; i < 200; i += 1) await outbox.add({ kind: 'sms', to: `+316${String(i).padStart(8, '0')}`, text: 'x' });
    // Workers on connections of their own, as on separate instances.
    const config = database.knex.client.config as Knex.Config;
    for (let i = 0; i < 8; i += 1) pools.push(knexFactory({ client: 'pg', connection: config.connection, pool: { min: 0, max: 1 } }));

    const claimed = await Promise.all(
      pools.map(async (pool) => {
        const queue = new PostgresOutboxQueue(pool);
        const worker = `w${pools.indexOf(pool)}`;
        const mine: number[] = [];
        for (;;) {
          const rows = await queue.claim(AT, 7, 60, worker);
          if (rows.length === 0) return mine;
          mine.push(...rows.map((row) => row.id));
        }
      }),
    );
    const all = claimed.flat();
    expect(all).toHaveLength(200);
    expect(new Set(all).size).toBe(200);
    expect(claimed.filter((ids) => ids.length > 0).length, 'the work was shared').toBeGreaterThan(1);
  });
});
