import type { MemberAccounts } from '../accounts/ports';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { Photos, PhotoStorage } from './media-ports';
import type { Photo, PhotoId } from './photo';
import { isPlaced, placePhoto } from './photo-placement';

/**
 * A premium member marks a photo private, seen whole only by premium members, or public again (SPEC §6: private
 * photos are a premium function). Making a photo public is always allowed, so nothing stays hidden when premium
 * ends. Fails with premium_only, not_found (not her photo), or invalid_input on `private` for the main image, which
 * every card shows and so is never private. A private photo's files move out of `/media` to names only signed links
 * reach, and back when it is made public (decision 0043).
 */
export class SetPhotoPrivacy {
  constructor(private readonly deps: { members: Pick<MemberAccounts, 'findById'>; photos: Photos; storage: PhotoStorage }) {}

  async run(memberId: MemberId, photo: PhotoId, isPrivate: boolean): Promise<readonly Photo[]> {
    const { members, photos } = this.deps;
    const member = await members.findById(memberId);
    if (!member) throw new DomainError('not_found');
    if (isPrivate && !member.paidUser) throw new DomainError('premium_only', { field: 'private' });
    const held = await photos.listFor(memberId);
    const target = held.find((p) => p.id === photo);
    if (!target) throw new DomainError('not_found', { field: 'id' });
    if (isPrivate && target.position === 0) throw new DomainError('invalid_input', { field: 'private', message: 'main_photo' });
    if (target.isPrivate === isPrivate && isPlaced(target)) return held;
    if (!(await placePhoto(this.deps, target, isPrivate))) throw new DomainError('not_found', { field: 'id' });
    return photos.listFor(memberId);
  }
}
