import type { ProfileOpening, ProfileOpenings } from '../../domain/likes/open-profile';
import type { MemberId } from '../../domain/shared/ids';
import { InMemoryLikes } from './in-memory-likes';
import { InMemoryPhotos } from './in-memory-photos';
import { InMemoryProfileViews } from './in-memory-profile-views';
import { InMemoryProfiles } from './in-memory-profiles';
import type { InMemoryStore } from './in-memory-store';

/** The profile, its photos and the likes between the two from the store; the like read before it is marked seen. */
export class InMemoryProfileOpenings implements ProfileOpenings {
  private readonly profiles: InMemoryProfiles;
  private readonly photos: InMemoryPhotos;
  private readonly likes: InMemoryLikes;
  private readonly views: InMemoryProfileViews;
  private readonly store: InMemoryStore;

  constructor(store: InMemoryStore) {
    this.store = store;
    this.profiles = new InMemoryProfiles(store);
    this.photos = new InMemoryPhotos(store);
    this.likes = new InMemoryLikes(store);
    this.views = new InMemoryProfileViews(store);
  }

  async open(id: MemberId, viewer: MemberId, today: Date, viewedAt?: Date): Promise<ProfileOpening | undefined> {
    const profile = await this.profiles.findListed(id, viewer, today);
    if (!profile) return undefined;
    const [photos, { liked, likedBy }] = await Promise.all([this.photos.listFor(id), this.likes.between(viewer, id)]);
    await this.likes.markSeen(viewer, id);
    if (viewedAt !== undefined) await this.views.record(viewer, id, viewedAt);
    const joinedAt = new Date(this.store.member(id)?.signupDate.getTime() ?? today.getTime());
    return { profile, photos, liked, likedBy, joinedAt };
  }
}
