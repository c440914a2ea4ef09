import type { Knex } from 'knex';
import { IDEMPOTENCY_HOURS, type IdempotencyClaim, type IdempotencyKeys, type StoredAnswer } from '../../domain/shared/idempotency';
import type { MemberId } from '../../domain/shared/ids';

interface KeyRow {
  fingerprint: string;
  status: number | null;
  body: unknown;
}

/**
 * Keys in idempotency_keys. A claim is one INSERT … ON CONFLICT: it takes a new key, or an expired one back, and
 * returns a row only to the request that took it, so parallel requests with one key are told apart by the database.
 */
export class PostgresIdempotencyKeys implements IdempotencyKeys {
  private claimsSincePrune = 0;

  /** @param pruneEvery deletes expired keys after this many claims (0: never). */
  constructor(private readonly db: Knex, private readonly pruneEvery = 500) {}

  async claim(member: MemberId, key: string, fingerprint: string, now: Date): Promise<IdempotencyClaim> {
    const expired = new Date(now.getTime() - IDEMPOTENCY_HOURS * 3600 * 1000);
    const taken = await this.db.raw<{ rows: unknown[] }>(
      `insert into idempotency_keys (member_id, key, fingerprint, created_at) values (?, ?, ?, ?)
       on conflict (member_id, key) do update set fingerprint = excluded.fingerprint, status = null, body = null, created_at = excluded.created_at
         where idempotency_keys.created_at <= ?
       returning key`,
      [member, key, fingerprint, now, expired],
    );
    await this.pruneNowAndThen(expired);
    if (taken.rows.length > 0) return { state: 'claimed' };
    const row = (await this.db('idempotency_keys').where({ member_id: member, key }).first('fingerprint', 'status', 'body')) as KeyRow | undefined;
    if (!row) return this.claim(member, key, fingerprint, now);
    if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
    if (row.status === null) return { state: 'in_flight' };
    return { state: 'done', answer: { status: row.status, body: row.body } };
  }

  async complete(member: MemberId, key: string, answer: StoredAnswer): Promise<void> {
    await this.db('idempotency_keys').where({ member_id: member, key }).update({ status: answer.status, body: JSON.stringify(answer.body ?? null) });
  }

  async release(member: MemberId, key: string): Promise<void> {
    await this.db('idempotency_keys').where({ member_id: member, key }).whereNull('status').delete();
  }

  private async pruneNowAndThen(expired: Date): Promise<void> {
    if (this.pruneEvery <= 0 || (this.claimsSincePrune += 1) < this.pruneEvery) return;
    this.claimsSincePrune = 0;
    await this.db('idempotency_keys').where('created_at', '<=', expired).delete();
  }
}
