import { seenByOthers } from '../../domain/accounts/member';
import type { MemberId } from '../../domain/shared/ids';
import type { ProfileViews } from '../../domain/visitors/ports';
import type { Visitor } from '../../domain/visitors/visitors';
import { blockedEitherWay } from './in-memory-blocks';
import { profileOf } from './in-memory-profiles';
import type { InMemoryStore } from './in-memory-store';

interface ViewTables {
  /** `${viewed}:${viewer}` → the latest view. */
  views: Map<string, { readonly viewed: MemberId; readonly viewer: MemberId; at: Date }>;
  /** When each member last opened her list of visitors. */
  seenAt: Map<MemberId, Date>;
}

/** Kept beside the store, as likes are: every adapter on the same store sees the same views. */
const tablesOf = new WeakMap<InMemoryStore, ViewTables>();

const tables = (store: InMemoryStore): ViewTables => {
  let found = tablesOf.get(store);
  if (!found) tablesOf.set(store, (found = { views: new Map(), seenAt: new Map() }));
  return found;
};

/** Same rules as PostgresProfileViews. */
export class InMemoryProfileViews implements ProfileViews {
  constructor(private readonly store: InMemoryStore) {}

  /** A visitor the member may see: active, of a member others see, not invisible, no block either way. */
  private shown(member: MemberId, other: MemberId): boolean {
    const stored = this.store.member(other);
    return stored !== undefined && stored.profile.status === 'active' && seenByOthers(stored.status) && !stored.invisible && !blockedEitherWay(this.store, member, other);
  }

  async record(viewer: MemberId, viewed: MemberId, at: Date): Promise<void> {
    if (viewer === viewed) throw new Error('check violation: profile_views_not_self');
    const { views } = tables(this.store);
    const key = `${viewed}:${viewer}`;
    const row = views.get(key);
    if (!row) views.set(key, { viewed, viewer, at: new Date(at.getTime()) });
    else if (at.getTime() > row.at.getTime()) row.at = new Date(at.getTime());
  }

  private rows(member: MemberId, since: Date) {
    return [...tables(this.store).views.values()]
      .filter((row) => row.viewed === member && row.viewer !== member && row.at.getTime() >= since.getTime() && this.shown(member, row.viewer))
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.viewer - a.viewer);
  }

  private isNew(member: MemberId, at: Date): boolean {
    const seen = tables(this.store).seenAt.get(member);
    return seen === undefined || at.getTime() > seen.getTime();
  }

  async visitors(member: MemberId, since: Date, today: Date, limit: number): Promise<Visitor[]> {
    return this.rows(member, since)
      .slice(0, limit)
      .map((row) => ({ profile: profileOf(this.store.member(row.viewer)!, today), at: new Date(row.at.getTime()), isNew: this.isNew(member, row.at) }));
  }

  async newCount(member: MemberId, since: Date): Promise<number> {
    return this.rows(member, since).filter((row) => this.isNew(member, row.at)).length;
  }

  async countBetween(member: MemberId, week: { readonly from: Date; readonly to: Date }): Promise<number> {
    return this.rows(member, week.from).filter((row) => row.at.getTime() > week.from.getTime() && row.at.getTime() <= week.to.getTime()).length;
  }

  async markSeen(member: MemberId, at: Date): Promise<void> {
    tables(this.store).seenAt.set(member, new Date(at.getTime()));
  }

  /** What the database cascade does when a member row goes. */
  forget(member: MemberId): void {
    const all = tables(this.store);
    for (const [key, row] of all.views) if (row.viewed === member || row.viewer === member) all.views.delete(key);
    all.seenAt.delete(member);
  }
}
