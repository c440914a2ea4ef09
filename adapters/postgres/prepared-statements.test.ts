import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import type { Database } from './database';
import { prepared, PreparedQuery, runPrepared } from './prepared-statements';

const SQUARES = prepared('test_squares', 'select n, n * n as square from generate_series(1, ?::int) as n where n > ? order by n');

describe.each(databaseKinds())('prepared statements on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());

  it('numbers the placeholders for the driver', () => {
    expect(SQUARES.numbered).toBe('select n, n * n as square from generate_series(1, $1::int) as n where n > $2 order by n');
    expect(SQUARES.text).toContain('?::int');
  });

  it('answers the rows for the values, again and again under its name, outside and inside a transaction', async () => {
    expect(await runPrepared(database.knex, SQUARES, [4, 2])).toEqual([{ n: 3, square: 9 }, { n: 4, square: 16 }]);
    // The second run of the name on a connection sends no text: the same answer from the plan PostgreSQL kept.
    expect(await runPrepared(database.knex, SQUARES, [3, 0])).toEqual([{ n: 1, square: 1 }, { n: 2, square: 4 }, { n: 3, square: 9 }]);
    const inside = await database.knex.transaction((trx) => runPrepared(trx, SQUARES, [2, 1]));
    expect(inside).toEqual([{ n: 2, square: 4 }]);
  });

  it('tells knex’s query listeners the statement, as knex tells its own', async () => {
    const seen: { sql: string; bindings: unknown[] }[] = [];
    const listen = (query: { sql: string; bindings: unknown[] }) => seen.push(query);
    database.knex.on('query', listen);
    try {
      await runPrepared(database.knex, SQUARES, [1, 0]);
    } finally {
      database.knex.off('query', listen);
    }
    expect(seen).toEqual([expect.objectContaining({ sql: SQUARES.numbered, bindings: [1, 0] })]);
  });

  it('gives the connection back when the statement fails', async () => {
    const broken = prepared('test_broken', 'select 1 / ?::int as x');
    for (let i = 0; i < 65; i++) await expect(runPrepared(database.knex, broken, [0])).rejects.toThrow(/division by zero/);
    // More failures than the pool has connections (60 in the tests): the pool still answers.
    expect(await runPrepared(database.knex, SQUARES, [1, 0])).toEqual([{ n: 1, square: 1 }]);
  });

  it('refuses a text whose ? it could not number safely', () => {
    expect(() => prepared('test_literal', "select '?' as q, ? as v")).toThrow(/literal/);
  });
});

describe.each(databaseKinds())('a prepared query written by knex on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());

  // One parameter in two places, another once, and constants knex binds (the 'x' and the limit of first()).
  const BETWEEN = new PreparedQuery<{ low: number; high: number }>('test_between', (db, { low, high }) =>
    db
      .from(db.raw('generate_series(1, 10) as n'))
      .where('n', '>=', low)
      .where('n', '<', high)
      .where(db.raw('? = ?', ['x', 'x']))
      .whereNot('n', low)
      .first(db.raw('count(*)::int as counted')),
  );

  it('sends knex’s SQL once written, each placeholder taking its parameter or its constant', async () => {
    const { statement, slots } = BETWEEN.compile(database.knex);
    expect(statement.numbered).toMatch(/"n" >= \$1 and "n" < \$2 and \$3 = \$4 and not "n" = \$5 limit \$6$/);
    expect(slots).toEqual([{ key: 'low' }, { key: 'high' }, { value: 'x' }, { value: 'x' }, { key: 'low' }, { value: 1 }]);
    expect(await BETWEEN.run(database.knex, { low: 2, high: 6 })).toEqual([{ counted: 3 }]);
    expect(await BETWEEN.run(database.knex, { low: 5, high: 11 })).toEqual([{ counted: 5 }]);
  });
});
