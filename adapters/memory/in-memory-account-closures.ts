import type { AccountClosures, Deletion } from '../../domain/accounts/closure-ports';
import type { MemberId } from '../../domain/shared/ids';
import { InMemoryBlocks } from './in-memory-blocks';
import { InMemoryDiscountCodes } from './in-memory-discount-codes';
import { InMemoryLikes } from './in-memory-likes';
import { InMemoryProfileViews } from './in-memory-profile-views';
import { InMemoryDiscountRedemptions, InMemoryPayments } from './in-memory-payments';
import { InMemoryPhotos } from './in-memory-photos';
import type { InMemoryStore } from './in-memory-store';

/** Deletion details beside the store (as the blocks), keyed by store so every adapter on it agrees. */
const deletionsOf = new WeakMap<InMemoryStore, Map<MemberId, Deletion>>();

const deletions = (store: InMemoryStore): Map<MemberId, Deletion> => {
  let map = deletionsOf.get(store);
  if (!map) deletionsOf.set(store, (map = new Map()));
  return map;
};

/** Same rules as PostgresAccountClosures; purge removes what the database cascade would. */
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

  async purge(member: MemberId): Promise<void> {
    const data = this.store.data;
    if (data.members.get(member)?.status !== 'deleted') return;
    data.members.delete(member);
    const gone = new Set([...data.conversations.values()].filter((c) => c.memberIds.includes(member)).map((c) => c.id));
    for (const id of gone) data.conversations.delete(id);
    data.messages = data.messages.filter((m) => !gone.has(m.conversationId) && m.senderId !== member);
    data.ledger = data.ledger.filter((e) => e.memberId !== member);
    for (const [digest, session] of this.store.sessions) if (session.memberId === member) this.store.sessions.delete(digest);
    new InMemoryBlocks(this.store).forget(member);
    new InMemoryLikes(this.store).forget(member);
    new InMemoryProfileViews(this.store).forget(member);
    new InMemoryPhotos(this.store).forget(member);
    new InMemoryPayments(this.store).forget(member);
    new InMemoryDiscountRedemptions(this.store).forget(member);
    new InMemoryDiscountCodes(this.store).forget(member);
    data.mandates = data.mandates.filter((m) => m.memberId !== member);
    data.smsCodes = data.smsCodes.filter((c) => c.memberId !== member);
    deletions(this.store).delete(member);
  }

  async deletionOf(member: MemberId): Promise<Deletion | undefined> {
    return deletions(this.store).get(member);
  }
}
