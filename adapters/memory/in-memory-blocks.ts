import type { Blocks } from '../../domain/privacy/ports';
import type { MemberId } from '../../domain/shared/ids';
import type { InMemoryStore } from './in-memory-store';

interface StoredBlock {
  readonly blocker: MemberId;
  readonly blocked: MemberId;
  readonly at: Date;
}

/**
 * Blocks kept beside the store rather than in it, so the store's shape stays the chat's own; every adapter on
 * the same store (profiles, conversations) sees the same blocks, as every query sees the same table.
 */
const blocksOf = new WeakMap<InMemoryStore, StoredBlock[]>();

const rowsOf = (store: InMemoryStore): StoredBlock[] => {
  let rows = blocksOf.get(store);
  if (!rows) blocksOf.set(store, (rows = []));
  return rows;
};

/** Synchronous check for the in-memory profiles and conversations. */
export const blockedEitherWay = (store: InMemoryStore, a: MemberId, b: MemberId): boolean =>
  rowsOf(store).some((r) => (r.blocker === a && r.blocked === b) || (r.blocker === b && r.blocked === a));

/** Same rules as PostgresBlocks; purging a member removes their blocks both ways, as the cascade does. */
export class InMemoryBlocks implements Blocks {
  constructor(private readonly store: InMemoryStore) {}

  async block(blocker: MemberId, blocked: MemberId, at: Date): Promise<void> {
    if (blocker === blocked) throw new Error('check violation: blocks_not_self');
    const rows = rowsOf(this.store);
    if (!rows.some((r) => r.blocker === blocker && r.blocked === blocked)) rows.push({ blocker, blocked, at: new Date(at.getTime()) });
  }

  async unblock(blocker: MemberId, blocked: MemberId): Promise<void> {
    blocksOf.set(
      this.store,
      rowsOf(this.store).filter((r) => !(r.blocker === blocker && r.blocked === blocked)),
    );
  }

  async listBlockedBy(blocker: MemberId): Promise<MemberId[]> {
    return rowsOf(this.store)
      .filter((r) => r.blocker === blocker)
      .sort((x, y) => y.at.getTime() - x.at.getTime() || y.blocked - x.blocked)
      .map((r) => r.blocked);
  }

  async hasBlocked(blocker: MemberId, blocked: MemberId): Promise<boolean> {
    return rowsOf(this.store).some((r) => r.blocker === blocker && r.blocked === blocked);
  }

  async isBlockedEitherWay(a: MemberId, b: MemberId): Promise<boolean> {
    return blockedEitherWay(this.store, a, b);
  }

  /** What the database cascade does when a member row goes. */
  forget(member: MemberId): void {
    blocksOf.set(
      this.store,
      rowsOf(this.store).filter((r) => r.blocker !== member && r.blocked !== member),
    );
  }
}
