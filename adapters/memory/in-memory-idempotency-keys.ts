import { IDEMPOTENCY_HOURS, type IdempotencyClaim, type IdempotencyKeys, type StoredAnswer } from '../../domain/shared/idempotency';
import type { MemberId } from '../../domain/shared/ids';

type Entry = { readonly fingerprint: string; readonly createdAt: Date; answer?: StoredAnswer };

/**
 * Keys per member in a map: claims are atomic because the map is changed synchronously. As idempotency_keys: a key
 * older than IDEMPOTENCY_HOURS is taken anew, and a key whose work is done is not given back.
 */
export class InMemoryIdempotencyKeys implements IdempotencyKeys {
  private readonly keys = new Map<string, Entry>();

  async claim(member: MemberId, key: string, fingerprint: string, now: Date): Promise<IdempotencyClaim> {
    const id = `${member}:${key}`;
    const entry = this.keys.get(id);
    const expired = entry !== undefined && entry.createdAt.getTime() <= now.getTime() - IDEMPOTENCY_HOURS * 3600 * 1000;
    if (!entry || expired) {
      this.keys.set(id, { fingerprint, createdAt: new Date(now.getTime()) });
      return { state: 'claimed' };
    }
    if (entry.fingerprint !== fingerprint) return { state: 'mismatch' };
    return entry.answer ? { state: 'done', answer: entry.answer } : { state: 'in_flight' };
  }

  async complete(member: MemberId, key: string, answer: StoredAnswer): Promise<void> {
    const entry = this.keys.get(`${member}:${key}`);
    if (entry) entry.answer = answer;
  }

  async release(member: MemberId, key: string): Promise<void> {
    if (!this.keys.get(`${member}:${key}`)?.answer) this.keys.delete(`${member}:${key}`);
  }
}
