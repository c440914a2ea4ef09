import type { MisplacedMedia, Photos, PhotoStorage } from './media-ports';
import { placePhoto } from './photo-placement';

/** Rows read at a time. */
const BATCH = 100;

/**
 * At start-up: every stored file goes where who may see it says (decision 0043). Private photos and chat photos
 * stored before their files were kept apart move out of `/media` under new random names, so their old addresses answer
 * 404; a photo whose move was cut short (a crash between the move and its row) is finished. Safe to run on several
 * instances at once: a move finds its files gone, or its row changed, and leaves them to the other.
 */
export class SettleMisplacedMedia {
  constructor(private readonly deps: { misplaced: MisplacedMedia; photos: Photos; storage: PhotoStorage }) {}

  async run(): Promise<{ readonly photos: number; readonly chatPhotos: number }> {
    const { misplaced, storage } = this.deps;
    let photos = 0;
    for (let after = 0; ; ) {
      const batch = await misplaced.photos(after, BATCH);
      for (const photo of batch) if (await placePhoto(this.deps, photo, photo.isPrivate)) photos += 1;
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1].id;
    }
    let chatPhotos = 0;
    for (let after = 0; ; ) {
      const batch = await misplaced.chatPhotos(after, BATCH);
      for (const { messageId, senderId, files } of batch) {
        const moved = await storage.move(senderId, files, 'private');
        if (!moved) continue;
        if (await misplaced.moveChatPhoto(messageId, files, moved)) chatPhotos += 1;
        else await storage.remove(moved);
      }
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1].messageId;
    }
    return { photos, chatPhotos };
  }
}
