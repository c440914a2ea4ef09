import type { Knex } from 'knex';
import { PRIVATE_MEDIA_PREFIX, type ChatPhotoFiles, type MisplacedMedia } from '../../domain/profiles/media-ports';
import type { Photo, PhotoFiles } from '../../domain/profiles/photo';
import { memberId, messageId, type MessageId } from '../../domain/shared/ids';
import { PHOTO_COLUMNS, toPhoto, type PhotoRow } from './postgres-photos';

/** `like` pattern of a private path; the prefix has no wildcard characters of its own. */
const PRIVATE_PATH = `${PRIVATE_MEDIA_PREFIX}%`;

/**
 * The queries match the partial indexes of migration 0019 word for word, so that each start-up reads only the rows
 * that are misplaced, not every photo and message.
 */
export class PostgresMisplacedMedia implements MisplacedMedia {
  constructor(private readonly db: Knex) {}

  async photos(afterId: number, limit: number): Promise<readonly Photo[]> {
    const rows = (await this.db('photos')
      .whereRaw(`is_private <> (filename like '${PRIVATE_PATH}')`)
      .andWhere('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .select(PHOTO_COLUMNS)) as PhotoRow[];
    return rows.map(toPhoto);
  }

  async chatPhotos(afterId: number, limit: number): Promise<readonly ChatPhotoFiles[]> {
    const rows = (await this.db('messages')
      .whereRaw(`attachment->>'kind' = 'photo' and attachment->>'filename' not like '${PRIVATE_PATH}'`)
      .andWhere('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .select('id', 'sender_id', this.db.raw(`attachment->>'filename' as filename`), this.db.raw(`attachment->>'thumb_filename' as thumb_filename`))) as {
      id: string | number;
      sender_id: string | number;
      filename: string;
      thumb_filename: string | null;
    }[];
    return rows.map((row) => ({
      messageId: messageId(Number(row.id)),
      senderId: memberId(Number(row.sender_id)),
      files: { filename: row.filename, thumb_filename: row.thumb_filename ?? row.filename },
    }));
  }

  async moveChatPhoto(id: MessageId, from: PhotoFiles, to: PhotoFiles): Promise<boolean> {
    const updated = await this.db('messages')
      .where('id', id)
      .andWhereRaw(`attachment->>'kind' = 'photo' and attachment->>'filename' = ?`, [from.filename])
      .update({ attachment: JSON.stringify({ kind: 'photo', filename: to.filename, thumb_filename: to.thumb_filename }) });
    return Number(updated) > 0;
  }
}
