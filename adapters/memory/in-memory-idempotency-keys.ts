import type { IdempotencyClaim, IdempotencyKeys, StoredAnswer } from '../../domain/shared/idempotency';
import type { MemberId } from '../../domain/shared/ids';

type Entry = { readonly fingerprint: string; answer?: StoredAnswer };

/** Keys per member in a map: claims are atomic because the map is changed synchronously. */
export class InMemoryIdempotencyKeys implements IdempotencyKeys {
  private readonly keys = new Map<string, Entry>();

  async claim(member: MemberId, key: string, fingerprint: string): Promise<IdempotencyClaim> {
    const id = `${member}:${key}`;
    const entry = this.keys.get(id);
    if (!entry) {
      this.keys.set(id, { fingerprint });
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
    this.keys.delete(`${member}:${key}`);
  }
}
