import type { Knex } from 'knex';
import type { ClaimedItem, Outbox, OutboxCounts, OutboxItem, OutboxQueue, OutboxRecord, OutboxState } from '../../domain/outbox/outbox';

interface OutboxRow {
  id: string | number;
  kind: OutboxItem['kind'];
  payload: OutboxItem | string;
  attempts: number;
  created_at: Date;
  next_attempt_at: Date;
  delivered_at: Date | null;
  dead_at: Date | null;
  last_error: string | null;
}

const payloadOf = (row: OutboxRow): OutboxItem => (typeof row.payload === 'string' ? (JSON.parse(row.payload) as OutboxItem) : row.payload);

/**
 * Adds rows to the outbox on the connection it is given: the transaction's in a transaction scope, so the row commits
 * or rolls back with the change it follows from. `onAdded` tells this instance's worker there is work (it would find
 * it at its next poll anyway).
 */
export class PostgresOutbox implements Outbox {
  private added = false;

  constructor(private readonly db: Knex | Knex.Transaction, private readonly now: () => Date, private readonly onAdded?: () => void) {}

  async add(item: OutboxItem): Promise<void> {
    const at = this.now();
    await this.db('outbox').insert({ kind: item.kind, payload: JSON.stringify(item), created_at: at, next_attempt_at: at });
    this.added = true;
    this.onAdded?.();
  }

  /** Whether anything was added through this instance (a transaction scope's: the worker is woken after the commit). */
  get hasAdded(): boolean {
    return this.added;
  }
}

const stateOf = (row: OutboxRow): OutboxState => (row.delivered_at ? 'delivered' : row.dead_at ? 'dead' : 'pending');

/** The worker's side of the outbox on PostgreSQL and PGlite. */
export class PostgresOutboxQueue implements OutboxQueue {
  constructor(private readonly db: Knex) {}

  async claim(now: Date, limit: number, leaseSeconds: number, worker: string): Promise<ClaimedItem[]> {
    const leasedUntil = new Date(now.getTime() + leaseSeconds * 1000);
    // One statement: the rows are locked, skipped by every other worker's claim, and leased before the lock ends.
    const { rows } = (await this.db.raw(
      `update outbox set locked_until = ?, locked_by = ?, attempts = attempts + 1
       where id in (
         select id from outbox
         where delivered_at is null and dead_at is null and next_attempt_at <= ?
           and (locked_until is null or locked_until <= ?)
         order by next_attempt_at, id
         limit ?
         for update skip locked
       )
       returning id, kind, payload, attempts, created_at`,
      [leasedUntil, worker, now, now, limit],
    )) as { rows: OutboxRow[] };
    return rows
      .map((row) => ({ id: Number(row.id), item: payloadOf(row), attempts: row.attempts, createdAt: new Date(row.created_at) }))
      .sort((a, b) => a.id - b.id);
  }

  async hold(id: number, worker: string, now: Date, leaseSeconds: number): Promise<boolean> {
    const held = await this.db('outbox')
      .where({ id, locked_by: worker })
      .whereNull('delivered_at')
      .whereNull('dead_at')
      .update({ locked_until: new Date(now.getTime() + leaseSeconds * 1000) });
    return Number(held) === 1;
  }

  async delivered(id: number, now: Date): Promise<void> {
    await this.db('outbox').where({ id }).update({ delivered_at: now, locked_until: null, locked_by: null, last_error: null });
  }

  async retryLater(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    await this.db('outbox').where({ id }).update({ next_attempt_at: nextAttemptAt, locked_until: null, locked_by: null, last_error: error });
  }

  async bury(id: number, error: string, now: Date): Promise<void> {
    await this.db('outbox').where({ id }).update({ dead_at: now, locked_until: null, locked_by: null, last_error: error });
  }

  async revive(now: Date): Promise<number> {
    const revived = await this.db('outbox').whereNotNull('dead_at').update({ dead_at: null, attempts: 0, next_attempt_at: now, locked_until: null, locked_by: null });
    return Number(revived);
  }

  async counts(): Promise<OutboxCounts> {
    const row = (await this.db('outbox')
      .select(
        this.db.raw(`count(*) filter (where delivered_at is null and dead_at is null)::int as pending`),
        this.db.raw(`count(*) filter (where delivered_at is not null)::int as delivered`),
        this.db.raw(`count(*) filter (where dead_at is not null)::int as dead`),
      )
      .first()) as { pending: number; delivered: number; dead: number };
    return { pending: Number(row.pending), delivered: Number(row.delivered), dead: Number(row.dead) };
  }

  async list(state: OutboxState, limit: number): Promise<OutboxRecord[]> {
    const query = this.db('outbox').orderBy('id', 'desc').limit(limit);
    if (state === 'pending') query.whereNull('delivered_at').whereNull('dead_at');
    if (state === 'delivered') query.whereNotNull('delivered_at');
    if (state === 'dead') query.whereNotNull('dead_at');
    const rows = (await query) as OutboxRow[];
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      state: stateOf(row),
      attempts: row.attempts,
      createdAt: new Date(row.created_at),
      nextAttemptAt: new Date(row.next_attempt_at),
      deliveredAt: row.delivered_at ? new Date(row.delivered_at) : null,
      lastError: row.last_error,
    }));
  }
}
