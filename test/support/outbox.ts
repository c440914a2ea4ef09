import type { Knex } from 'knex';
import { PostgresOutboxQueue } from '../../adapters/postgres/postgres-outbox';
import { outboxSettled } from '../../bff/jobs/outbox-settled';

/**
 * Waits for the test server's outbox worker to deliver what was queued (a condition, not a delay); fails after 10 s,
 * naming the rows still undelivered and their last errors.
 */
export async function deliveredOutbox(knex: Knex): Promise<void> {
  if (await outboxSettled(new PostgresOutboxQueue(knex), 10_000)) return;
  const left = (await knex('outbox').whereNull('delivered_at').select('id', 'kind', 'attempts', 'last_error').limit(3)) as { id: number; kind: string; attempts: number; last_error: string | null }[];
  throw new Error(`the outbox still holds undelivered rows after 10 s: ${JSON.stringify(left)}`);
}
