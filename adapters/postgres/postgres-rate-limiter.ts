import type { Knex } from 'knex';
import type { RateDecision, RateLimiter } from '../../domain/shared/rate-limiter';

/** Fixed windows aligned to the epoch, so every instance agrees on where a window starts and ends. */
export const windowOf = (now: Date, windowSeconds: number): { start: Date; end: Date } => {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), end: new Date(start + windowMs) };
};

const secondsUntil = (end: Date, now: Date): number => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

/** Hit counters in the rate_limit_hits table: one upsert per hit, atomic across instances sharing the database. */
export class PostgresRateLimiter implements RateLimiter {
  private hitsSincePrune = 0;

  /** @param pruneEvery deletes expired windows after this many hits (0: never). */
  constructor(private readonly db: Knex, private readonly pruneEvery = 500) {}

  async hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateDecision> {
    const window = windowOf(now, windowSeconds);
    const result = await this.db.raw<{ rows: { count: number }[] }>(
      `insert into rate_limit_hits (key, window_start, count, expires_at) values (?, ?, 1, ?)
       on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
       returning count`,
      [key, window.start, window.end],
    );
    const count = Number(result.rows[0]?.count ?? 1);
    await this.pruneNowAndThen(now);
    const allowed = count <= limit;
    return { allowed, count, retryAfterSeconds: allowed ? 0 : secondsUntil(window.end, now) };
  }

  async peek(key: string, windowSeconds: number, now: Date): Promise<number> {
    const row = (await this.db('rate_limit_hits').where({ key, window_start: windowOf(now, windowSeconds).start }).first('count')) as { count: number } | undefined;
    return Number(row?.count ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.db('rate_limit_hits').where({ key }).delete();
  }

  async prune(now: Date): Promise<number> {
    return this.db('rate_limit_hits').where('expires_at', '<=', now).delete();
  }

  private async pruneNowAndThen(now: Date): Promise<void> {
    if (this.pruneEvery <= 0) return;
    this.hitsSincePrune += 1;
    if (this.hitsSincePrune < this.pruneEvery) return;
    this.hitsSincePrune = 0;
    await this.prune(now);
  }
}
