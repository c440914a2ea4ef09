import type { MemberId } from '../shared/ids';
import { accessOf, photoAccess, type Photos, type PhotoStorage } from './media-ports';
import type { Photo } from './photo';

export interface PhotoPlacementDeps {
  readonly photos: Photos;
  readonly storage: PhotoStorage;
}

/**
 * Marks a photo private or public and puts its files where that says (decision 0043). The files move first, under new
 * names, and only then does the row name them: a photo marked private is never served from its old public name, even
 * when the process stops between the two steps (the row then names files that are gone, which shows nothing). False
 * when the photo is gone or changed meanwhile; its files then go back where its row says.
 */
export async function placePhoto(deps: PhotoPlacementDeps, photo: Photo, isPrivate: boolean): Promise<boolean> {
  const { photos, storage } = deps;
  const moved = await storage.move(photo.memberId, photo, photoAccess(isPrivate));
  if (!moved) return false;
  if (await photos.setPrivate(photo.memberId, photo.id, isPrivate, { from: photo, to: moved })) return true;
  if (moved.filename === photo.filename) return false;
  // Deleted meanwhile, or made the main image (never private) in another tab.
  const now = (await photos.listFor(photo.memberId)).find((p) => p.id === photo.id && p.filename === photo.filename);
  if (!now) {
    await storage.remove(moved);
    return false;
  }
  const back = await storage.move(photo.memberId, moved, photoAccess(now.isPrivate));
  if (back) await photos.setPrivate(photo.memberId, photo.id, now.isPrivate, { from: photo, to: back });
  return false;
}

/** Whether a photo's files are where its privacy says. */
export const isPlaced = (photo: Pick<Photo, 'filename' | 'isPrivate'>): boolean => accessOf(photo.filename) === photoAccess(photo.isPrivate);

/**
 * After a change that may make a private photo public (the main image is always public: a private photo ordered first,
 * or the next photo after the main one is deleted), each of her photos' files are moved where its privacy says.
 */
export async function settlePhotos(deps: PhotoPlacementDeps, memberId: MemberId): Promise<readonly Photo[]> {
  const held = await deps.photos.listFor(memberId);
  const misplaced = held.filter((photo) => !isPlaced(photo));
  if (misplaced.length === 0) return held;
  for (const photo of misplaced) await placePhoto(deps, photo, photo.isPrivate);
  return deps.photos.listFor(memberId);
}
