import type { Photo } from '../profiles/photo';
import type { Profile } from '../profiles/profile';
import { viewerKind, type ProfileViewer } from '../profiles/view-profile-photos';
import { visiblePhotos, type VisiblePhoto } from '../profiles/visible-photos';
import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import { leavesTrace, type ProfileVisitor } from '../visitors/visitors';
import type { LikeState } from './like-state';

/** A listed profile as its screen opens it: its photos in order and the likes between the two. */
export interface ProfileOpening {
  readonly profile: Profile;
  readonly photos: readonly Photo[];
  /** Whether the viewer liked the profile, and the profile the viewer. */
  readonly liked: boolean;
  readonly likedBy: boolean;
  /** When she joined (her signup date), for the header's "Nieuw hier" (decision 0074). */
  readonly joinedAt: Date;
}

/**
 * The profile screen in one read (issue 26): what `Profiles.findListed`, `Photos.listFor` and `Likes.between` give,
 * and the profile's like of the viewer no longer new (`Likes.markSeen`) when it was; with `viewedAt`, the viewer's
 * view recorded for the owner's visitors (`ProfileViews.record`, issue 27) in the same read. Nothing, and nothing
 * cleared or recorded, when the profile is not listed for the viewer.
 */
export interface ProfileOpenings {
  open(id: MemberId, viewer: MemberId, today: Date, viewedAt?: Date): Promise<ProfileOpening | undefined>;
}

export interface OpenedProfile {
  readonly profile: Profile;
  /** Each whole or locked for this viewer (SPEC §6). */
  readonly photos: readonly VisiblePhoto[];
  readonly like: LikeState;
  readonly joinedAt: Date;
}

/**
 * A member opens a profile (issues 9, 10; SPEC §4): the profile as ViewProfile finds it, its photos as
 * ViewProfilePhotos shows them, the like button's state as ReadLikeState reads it, and opening the profile of someone
 * who liked her clears that like's like_new (SeeLike), all in one read; and the owner gets her among the visitors
 * ("Wie bekeek mij", issue 27) unless she is invisible or it is her own profile.
 */
export class OpenProfile {
  constructor(private readonly deps: { openings: ProfileOpenings; clock: Clock }) {}

  async run(id: MemberId, viewer: ProfileViewer & ProfileVisitor): Promise<OpenedProfile | undefined> {
    const now = this.deps.clock.now();
    const opened = await this.deps.openings.open(id, viewer.id, now, leavesTrace(viewer, id) ? now : undefined);
    if (!opened) return undefined;
    const own = id === viewer.id;
    return {
      profile: opened.profile,
      photos: visiblePhotos(opened.photos, viewerKind(id, viewer)),
      like: own ? { liked: false, match: false } : { liked: opened.liked, match: opened.liked && opened.likedBy },
      joinedAt: opened.joinedAt,
    };
  }
}
