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
  if (/\?\?|'[^']*\?[^']*'/.test(text)) throw new Error(`prepared statement ${name}: a ? in a literal or a ?? binding`);
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
