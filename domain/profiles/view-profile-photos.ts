import type { MemberAccount } from '../accounts/member';
import type { MemberId } from '../shared/ids';
import type { Photos } from './media-ports';
import type { Profile } from './profile';
import { visiblePhotos, type PhotoViewer, type VisiblePhoto } from './visible-photos';

/**
 * The photos of a profile the viewer may see (found by ViewProfile, so listed for her), each whole or locked by
 * SPEC §6: private photos whole only for premium members and the owner; a visitor sees only the main image.
 */
export class ViewProfilePhotos {
  constructor(private readonly deps: { photos: Pick<Photos, 'listFor'> }) {}

  /** `viewer`: the member's account as the request read it (no second read), or undefined for a visitor. */
  async run(profile: Pick<Profile, 'id'>, viewer: ProfileViewer | undefined): Promise<readonly VisiblePhoto[]> {
    return visiblePhotos(await this.deps.photos.listFor(profile.id), viewerKind(profile.id, viewer));
  }
}

/** Who looks at a profile: her id, and whether she is premium (SPEC §1: paid once). */
export type ProfileViewer = Pick<MemberAccount, 'id' | 'paidUser'>;

export function viewerKind(owner: MemberId, viewer: ProfileViewer | undefined): PhotoViewer {
  if (viewer === undefined) return 'visitor';
  if (viewer.id === owner) return 'owner';
  return viewer.paidUser ? 'premium_member' : 'member';
}
