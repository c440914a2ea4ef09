import type { AccountClosures, Deletion } from '../../domain/accounts/closure-ports';
import type { MemberId } from '../../domain/shared/ids';
import { eraseFromStore } from './in-memory-erasure';
import type { InMemoryStore } from './in-memory-store';

/** Deletion details beside the store (as the blocks), keyed by store so every adapter on it agrees. */
const deletionsOf = new WeakMap<InMemoryStore, Map<MemberId, Deletion>>();

const deletions = (store: InMemoryStore): Map<MemberId, Deletion> => {
  let map = deletionsOf.get(store);
  if (!map) deletionsOf.set(store, (map = new Map()));
  return map;
};

/** Same rules as PostgresAccountClosures; purge erases as PostgreSQL's eraseMember does (decision 0084). */
export class InMemoryAccountClosures implements AccountClosures {
  constructor(private readonly store: InMemoryStore) {}

  async markDeleted(member: MemberId, deletion: Deletion): Promise<void> {
    const stored = this.store.member(member);
    if (!stored) return;
    stored.status = 'deleted';
    stored.deletedAt = new Date(deletion.at.getTime());
    deletions(this.store).set(member, { ...deletion, at: new Date(deletion.at.getTime()) });
  }

  async restore(member: MemberId): Promise<void> {
    const stored = this.store.member(member);
    if (!stored || stored.status !== 'deleted') return;
    stored.status = deletions(this.store).get(member)?.statusBefore ?? 'active';
    stored.deletedAt = null;
    deletions(this.store).delete(member);
  }

  async deletedAtOrBefore(cutoff: Date, limit: number): Promise<MemberId[]> {
    return [...this.store.data.members.values()]
      .filter((m) => m.status === 'deleted' && m.deletedAt !== null && m.deletedAt.getTime() <= cutoff.getTime())
      .sort((a, b) => (a.deletedAt?.getTime() ?? 0) - (b.deletedAt?.getTime() ?? 0) || a.id - b.id)
      .slice(0, limit)
      .map((m) => m.id);
  }

  async purge(member: MemberId, at: Date): Promise<void> {
    const stored = this.store.data.members.get(member);
    if (stored?.status !== 'deleted' || stored.deletedAt === null) return;
    await eraseFromStore(this.store, member, at);
    deletions(this.store).delete(member);
  }

  async deletionOf(member: MemberId): Promise<Deletion | undefined> {
    return deletions(this.store).get(member);
  }
}
