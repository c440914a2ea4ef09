import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { Photos, PhotoStorage } from './media-ports';
import type { Photo, PhotoId } from './photo';
import { settlePhotos } from './photo-placement';

/**
 * A member deletes one of her photos: the row and its files go, and the next photo becomes the main image (none
 * when it was her last). Fails with not_found for a photo she does not hold.
 */
export class DeletePhoto {
  constructor(private readonly deps: { photos: Photos; storage: PhotoStorage }) {}

  async run(memberId: MemberId, photo: PhotoId): Promise<readonly Photo[]> {
    const { photos, storage } = this.deps;
    const removed = await photos.remove(memberId, photo);
    if (!removed) throw new DomainError('not_found', { field: 'id' });
    await storage.remove(removed);
    // Deleting the main image made the next photo the main image, public even when it was private: its files move.
    return settlePhotos(this.deps, memberId);
  }
}
