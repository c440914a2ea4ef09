import type { Photo } from './photo';

/** Who is looking at a profile's photos. */
export type PhotoViewer = 'owner' | 'premium_member' | 'member' | 'visitor';

/** A photo as one viewer may see it: whole, or locked (its files not shown at all). */
export type VisiblePhoto =
  | { readonly photo: Photo; readonly locked: false }
  | { readonly photo: Pick<Photo, 'id' | 'isPrivate' | 'position'>; readonly locked: true };

/**
 * SPEC §6: the owner and premium members see every photo; other members see private photos locked; a visitor sees
 * the main image and the rest locked (more photos need a login). Photos come in the owner's order.
 */
export function visiblePhotos(photos: readonly Photo[], viewer: PhotoViewer): readonly VisiblePhoto[] {
  return photos.map((photo): VisiblePhoto => {
    const locked = viewer === 'visitor' ? photo.position !== 0 : viewer === 'member' && photo.isPrivate;
    return locked ? { photo: { id: photo.id, isPrivate: photo.isPrivate, position: photo.position }, locked: true } : { photo, locked: false };
  });
}
