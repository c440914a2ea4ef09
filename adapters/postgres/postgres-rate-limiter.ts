import type { Knex } from 'knex';
import { decide, type RateDecision, type RateLimiter } from '../../domain/shared/rate-limiter';

/**
 * Counters in the rate_limits table, one row per key: each hit is one upsert that counts and returns the count in
 * the same statement, so parallel requests on every instance sharing the database are counted exactly.
 */
export class PostgresRateLimiter implements RateLimiter {
  private hitsSincePrune = 0;

  /** @param pruneEvery deletes expired counters after this many hits (0: never). */
  constructor(private readonly db: Knex, private readonly pruneEvery = 500) {}

  async hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateDecision> {
    const fresh = new Date(now.getTime() + windowSeconds * 1000);
    const result = await this.db.raw<{ rows: { count: number; expires_at: Date | string }[] }>(
      `insert into rate_limits (key, count, expires_at) values (?, 1, ?)
       on conflict (key) do update set
         count = case when rate_limits.expires_at <= ? then 1 else rate_limits.count + 1 end,
         expires_at = case when rate_limits.expires_at <= ? then excluded.expires_at else rate_limits.expires_at end
       returning count, expires_at`,
      [key, fresh, now, now],
    );
    const row = result.rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    await this.pruneNowAndThen(now);
    return decide({ count: Number(row.count), endsAt: new Date(row.expires_at) }, limit, now);
  }

  async undo(key: string, now: Date): Promise<void> {
    await this.db('rate_limits').where('key', key).where('expires_at', '>', now).where('count', '>', 0).decrement('count', 1);
  }

  async reset(key: string): Promise<void> {
    await this.db('rate_limits').where({ key }).delete();
  }

  async prune(now: Date): Promise<void> {
    await this.db('rate_limits').where('expires_at', '<=', now).delete();
  }

  private async pruneNowAndThen(now: Date): Promise<void> {
    if (this.pruneEvery <= 0) return;
    this.hitsSincePrune += 1;
    if (this.hitsSincePrune < this.pruneEvery) return;
    this.hitsSincePrune = 0;
    await this.prune(now);
  }
}
