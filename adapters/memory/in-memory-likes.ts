import { seenByOthers } from '../../domain/accounts/member';
import type { AfterLike, LastSwipe, LikeVia, SwipeCount, LikeOutcome, Likes, NewLike, ReceivedLike } from '../../domain/likes/ports';
import type { Outbox } from '../../domain/outbox/outbox';
import type { Gender, Profile } from '../../domain/profiles/profile';
import { memberId, type MemberId } from '../../domain/shared/ids';
import { blockedEitherWay } from './in-memory-blocks';
import { profileOf } from './in-memory-profiles';
import type { InMemoryStore } from './in-memory-store';

interface StoredLike {
  readonly liker: MemberId;
  readonly liked: MemberId;
  readonly at: Date;
  readonly via: LikeVia;
  isNew: boolean;
  announcedAt: Date | null;
}

interface LikeTables {
  likes: StoredLike[];
  /** `${member}:${passed}` → when she passed. */
  passes: Map<string, Date>;
  /** `${member}:${day}` → swipe likes counted. */
  swipeDays: Map<string, number>;
}

/** Kept beside the store, as blocks are: every adapter on the same store sees the same likes. */
const tablesOf = new WeakMap<InMemoryStore, LikeTables>();

const tables = (store: InMemoryStore): LikeTables => {
  let found = tablesOf.get(store);
  if (!found) tablesOf.set(store, (found = { likes: [], passes: new Map(), swipeDays: new Map() }));
  return found;
};

const newestFirst = (a: StoredLike, b: StoredLike) => b.at.getTime() - a.at.getTime() || b.liker - a.liker || b.liked - a.liked;

/** Same rules as PostgresLikes. */
export class InMemoryLikes implements Likes {
  /** `outbox`: where a new like's notice goes once the like is stored (the in-memory wiring hands it on at once). */
  constructor(private readonly store: InMemoryStore, private readonly outbox?: Outbox) {}

  /** A profile the member may see in her likes: active, of a member others see, not invisible, no block either way. */
  private shown(member: MemberId, other: MemberId): boolean {
    const stored = this.store.member(other);
    return (
      stored !== undefined && stored.profile.status === 'active' && seenByOthers(stored.status) && !stored.invisible && !blockedEitherWay(this.store, member, other)
    );
  }

  private find(liker: MemberId, liked: MemberId): StoredLike | undefined {
    return tables(this.store).likes.find((like) => like.liker === liker && like.liked === liked);
  }

  async add(like: NewLike, swipe?: SwipeCount, after?: AfterLike): Promise<LikeOutcome> {
    if (like.liker === like.liked) throw new Error('check violation: likes_not_self');
    const match = this.find(like.liked, like.liker) !== undefined;
    if (this.find(like.liker, like.liked)) return { kind: 'already_liked', match };
    const { likes, swipeDays } = tables(this.store);
    if (swipe) {
      const key = `${like.liker}:${swipe.day}`;
      const used = (swipeDays.get(key) ?? 0) + 1;
      if (swipe.cap !== undefined && used > swipe.cap) return { kind: 'cap_reached' };
      swipeDays.set(key, used);
    }
    likes.push({ liker: like.liker, liked: like.liked, at: new Date(like.at.getTime()), via: like.via, isNew: true, announcedAt: null });
    const item = after?.(match);
    if (item) await this.outbox?.add(item);
    return { kind: 'liked', match };
  }

  async between(member: MemberId, other: MemberId): Promise<{ liked: boolean; likedBy: boolean }> {
    return { liked: this.find(member, other) !== undefined, likedBy: this.find(other, member) !== undefined };
  }

  async remove(liker: MemberId, liked: MemberId): Promise<boolean> {
    const all = tables(this.store);
    const before = all.likes.length;
    all.likes = all.likes.filter((like) => !(like.liker === liker && like.liked === liked));
    return all.likes.length < before;
  }

  async isLikeable(liker: MemberId, target: MemberId): Promise<boolean> {
    return liker !== target && this.shown(liker, target);
  }

  async given(member: MemberId, today: Date): Promise<Profile[]> {
    return tables(this.store)
      .likes.filter((like) => like.liker === member && this.shown(member, like.liked))
      .sort(newestFirst)
      .map((like) => profileOf(this.store.member(like.liked)!, today));
  }

  async received(member: MemberId, today: Date): Promise<ReceivedLike[]> {
    return this.receivedLikes(member).map((like) => ({ profile: profileOf(this.store.member(like.liker)!, today), isNew: like.isNew, at: new Date(like.at.getTime()) }));
  }

  private receivedLikes(member: MemberId): StoredLike[] {
    return tables(this.store)
      .likes.filter((like) => like.liked === member && this.shown(member, like.liker))
      .sort(newestFirst);
  }

  async newCount(member: MemberId): Promise<number> {
    return this.receivedLikes(member).filter((like) => like.isNew).length;
  }

  async markSeen(member: MemberId, liker: MemberId): Promise<boolean> {
    const like = this.find(liker, member);
    if (!like?.isNew) return false;
    like.isNew = false;
    return true;
  }

  async announceNext(member: MemberId, at: Date, today: Date, from?: MemberId): Promise<Profile | undefined> {
    const next = this.receivedLikes(member).find((like) => like.announcedAt === null && (from === undefined || like.liker === from));
    if (!next) return undefined;
    next.announcedAt = new Date(at.getTime());
    return profileOf(this.store.member(next.liker)!, today);
  }

  async swipeLikesOn(member: MemberId, day: string): Promise<number> {
    return tables(this.store).swipeDays.get(`${member}:${day}`) ?? 0;
  }

  async pass(member: MemberId, target: MemberId, at: Date): Promise<void> {
    const { passes } = tables(this.store);
    const key = `${member}:${target}`;
    if (!passes.has(key)) passes.set(key, new Date(at.getTime()));
  }

  async lastSwipe(member: MemberId): Promise<LastSwipe | undefined> {
    const { likes, passes } = tables(this.store);
    let last: LastSwipe | undefined;
    for (const [key, at] of passes) {
      const [who, passed] = key.split(':').map(Number);
      if (who === member && (!last || at.getTime() > last.at.getTime())) last = { kind: 'pass', target: memberId(passed!), at: new Date(at.getTime()) };
    }
    for (const like of likes) {
      if (like.liker === member && like.via === 'swipe' && (!last || like.at.getTime() > last.at.getTime())) last = { kind: 'like', target: like.liked, at: new Date(like.at.getTime()) };
    }
    return last;
  }

  async unpass(member: MemberId, target: MemberId): Promise<boolean> {
    return tables(this.store).passes.delete(`${member}:${target}`);
  }

  async swipeDeck(member: MemberId, gender: Gender | undefined, today: Date, limit: number): Promise<Profile[]> {
    const { likes, passes } = tables(this.store);
    return [...this.store.data.members.values()]
      .filter((m) => m.id !== member && this.shown(member, m.id))
      .filter((m) => gender === undefined || m.profile.gender === gender)
      .filter((m) => !passes.has(`${member}:${m.id}`) && !likes.some((like) => like.liker === member && like.liked === m.id))
      .sort((a, b) => b.signupDate.getTime() - a.signupDate.getTime() || b.id - a.id)
      .slice(0, limit)
      .map((m) => profileOf(m, today));
  }

  /** What the database cascade does when a member row goes. */
  forget(member: MemberId): void {
    const all = tables(this.store);
    all.likes = all.likes.filter((like) => like.liker !== member && like.liked !== member);
    all.passes = new Map([...all.passes].filter(([pass]) => !pass.split(':').includes(String(member))));
  }
}
