import type { Knex } from 'knex';

/**
 * A read that (nearly) every request sends (the session, the member with her profile, the page's badge counts): its
 * SQL written once, sent under a name so PostgreSQL parses and plans it once per connection, and run on a connection
 * of knex's own pool without knex's query builder, runner or Objection (decision 0053: they cost more CPU than the
 * statement's own round trip).
 *
 * The text uses `?` placeholders, as knex's raw SQL does. Listeners of knex's `query` event see the statement as knex
 * reports a raw statement of its own (`sql` numbered `$1…$n`, `bindings`, `options.name`): the benchmarks' same-SQL
 * check and the round-trip tests count it like any other.
 */
export interface PreparedStatement {
  readonly name: string;
  /** The SQL with `?` placeholders, as written (and handed to knex.raw where the statement goes through knex). */
  readonly text: string;
  /** The SQL with `$1…$n`, as the pg driver is handed it and knex reports a raw statement. */
  readonly numbered: string;
}

/** `?` → `$n`, in order. The texts are ours and have no `?` in a string literal or a `??` identifier binding. */
function numbered(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

export function prepared(name: string, text: string): PreparedStatement {
  const outsideLiterals = text.replace(/'(?:[^']|'')*'/g, "''");
  if (text.includes('??') || outsideLiterals.split('?').length !== text.split('?').length) {
    throw new Error(`prepared statement ${name}: a ? in a literal or a ?? binding`);
  }
  return { name, text, numbered: numbered(text) };
}

interface PgConnection {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

interface KnexPoolClient {
  acquireConnection(): Promise<PgConnection & { __knexUid?: string }>;
  releaseConnection(connection: PgConnection): Promise<unknown>;
  emit(event: 'query', query: object): boolean;
  /** Set by knex-pglite's client: PGlite takes no pg query config, so its statements go through knex.raw. */
  readonly pglite?: unknown;
  readonly driverName?: string;
}

const direct = (db: Knex): KnexPoolClient | undefined => {
  // A transaction's knex holds its own connection: its statements go through knex, on that connection.
  if (db.isTransaction) return undefined;
  const client = db.client as unknown as KnexPoolClient;
  return client.driverName === 'pg' && client.pglite === undefined ? client : undefined;
};

/** The rows of a prepared statement run with these values (one per `?`, in order). */
export async function runPrepared<Row>(db: Knex, statement: PreparedStatement, values: readonly unknown[]): Promise<Row[]> {
  const client = direct(db);
  if (!client) {
    const result = (await db.raw(statement.text, values as Knex.RawBinding[]).options({ name: statement.name })) as { rows: Row[] };
    return result.rows;
  }
  const connection = await client.acquireConnection();
  try {
    // The client forwards its `query` events to the knex object; nobody listens in production.
    if (db.listenerCount('query') > 0) {
      client.emit('query', { method: 'raw', sql: statement.numbered, bindings: values, options: { name: statement.name }, __knexUid: connection.__knexUid });
    }
    const result = await connection.query({ name: statement.name, text: statement.numbered, values });
    return result.rows as Row[];
  } finally {
    await client.releaseConnection(connection);
  }
}

/** A value the statement takes at run time, standing in for it while knex writes the SQL once. */
class Parameter {
  constructor(readonly key: string) {}
}

type Compilable = { toSQL(): { toNative(): { sql: string; bindings: readonly unknown[] } } };

/**
 * A statement written once by knex's query builder (so it stays the adapters' own query, built by the same functions
 * as the other queries on the same tables) and then run as a prepared statement. `build` gets stand-ins for the
 * parameters: it must hand them to knex as values (bindings), never compute with them, and build the same SQL
 * whatever their values. Constants it binds stay what they were when it ran first.
 */
export class PreparedQuery<P extends Record<string, unknown>> {
  private compiled?: { readonly statement: PreparedStatement; readonly slots: readonly ({ key: keyof P } | { value: unknown })[] };

  constructor(
    readonly name: string,
    private readonly build: (db: Knex, parameters: P) => Compilable,
  ) {}

  /** The statement's SQL and which parameter or constant each placeholder takes (built on first use). */
  compile(db: Knex) {
    if (this.compiled) return this.compiled;
    const stand = new Proxy({}, { get: (_target, key) => new Parameter(String(key)) }) as P;
    const { sql, bindings } = this.build(db, stand).toSQL().toNative();
    const numbers = sql.match(/\$\d+/g) ?? [];
    if (numbers.length !== bindings.length || numbers.some((n, i) => n !== `$${i + 1}`)) throw new Error(`prepared query ${this.name}: placeholders out of order`);
    const statement = prepared(this.name, sql.replace(/\$\d+/g, '?'));
    const slots = bindings.map((value) => (value instanceof Parameter ? { key: value.key as keyof P } : { value }));
    this.compiled = { statement, slots };
    return this.compiled;
  }

  run<Row>(db: Knex, parameters: P): Promise<Row[]> {
    const { statement, slots } = this.compile(db);
    return runPrepared<Row>(db, statement, slots.map((slot) => ('key' in slot ? parameters[slot.key] : slot.value)));
  }
}
