import { accessOf, photoAccess, type ChatPhotoFiles, type MisplacedMedia } from '../../domain/profiles/media-ports';
import type { Photo, PhotoFiles } from '../../domain/profiles/photo';
import type { MessageId } from '../../domain/shared/ids';
import type { InMemoryPhotos } from './in-memory-photos';
import type { InMemoryStore } from './in-memory-store';

/** Same rules as PostgresMisplacedMedia, over the in-memory photos and messages. */
export class InMemoryMisplacedMedia implements MisplacedMedia {
  constructor(
    private readonly store: InMemoryStore,
    private readonly photoList: InMemoryPhotos,
  ) {}

  async photos(afterId: number, limit: number): Promise<readonly Photo[]> {
    return this.photoList
      .all()
      .filter((photo) => photo.id > afterId && accessOf(photo.filename) !== photoAccess(photo.isPrivate))
      .slice(0, limit);
  }

  async chatPhotos(afterId: number, limit: number): Promise<readonly ChatPhotoFiles[]> {
    const found: ChatPhotoFiles[] = [];
    for (const message of [...this.store.data.messages].sort((a, b) => a.id - b.id)) {
      const attachment = message.attachment;
      if (message.id <= afterId || attachment?.kind !== 'photo' || accessOf(attachment.filename) === 'private') continue;
      found.push({ messageId: message.id, senderId: message.senderId, files: { filename: attachment.filename, thumb_filename: attachment.thumb_filename } });
      if (found.length === limit) break;
    }
    return found;
  }

  async moveChatPhoto(id: MessageId, from: PhotoFiles, to: PhotoFiles): Promise<boolean> {
    const messages = this.store.data.messages;
    const index = messages.findIndex((m) => m.id === id && m.attachment?.kind === 'photo' && m.attachment.filename === from.filename);
    if (index < 0) return false;
    messages[index] = { ...messages[index], attachment: { kind: 'photo', filename: to.filename, thumb_filename: to.thumb_filename } };
    return true;
  }
}
