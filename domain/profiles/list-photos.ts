import type { MemberId } from '../shared/ids';
import type { Photo } from './photo';
import type { Photos } from './media-ports';

/** A member's own photos, main image first. */
export class ListPhotos {
  constructor(private readonly deps: { photos: Photos }) {}

  run(memberId: MemberId): Promise<readonly Photo[]> {
    return this.deps.photos.listFor(memberId);
  }
}
