import type { MemberAccounts } from '../accounts/ports';
import type { MemberId } from '../shared/ids';
import type { Photos } from './media-ports';
import type { Profile } from './profile';
import { visiblePhotos, type PhotoViewer, type VisiblePhoto } from './visible-photos';

/**
 * The photos of a profile the viewer may see (found by ViewProfile, so listed for her), each whole or locked by
 * SPEC §6: private photos whole only for premium members and the owner; a visitor sees only the main image.
 */
export class ViewProfilePhotos {
  constructor(private readonly deps: { members: Pick<MemberAccounts, 'findById'>; photos: Pick<Photos, 'listFor'> }) {}

  async run(profile: Pick<Profile, 'id'>, viewer: MemberId | undefined): Promise<readonly VisiblePhoto[]> {
    const [photos, kind] = await Promise.all([this.deps.photos.listFor(profile.id), this.viewerKind(profile.id, viewer)]);
    return visiblePhotos(photos, kind);
  }

  private async viewerKind(owner: MemberId, viewer: MemberId | undefined): Promise<PhotoViewer> {
    if (viewer === undefined) return 'visitor';
    if (viewer === owner) return 'owner';
    return (await this.deps.members.findById(viewer))?.paidUser ? 'premium_member' : 'member';
  }
}
