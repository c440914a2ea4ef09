import type { Knex } from 'knex';
import type { Photos } from '../../domain/profiles/media-ports';
import { photoId, type Photo, type PhotoFiles } from '../../domain/profiles/photo';
import type { MainImage } from '../../domain/profiles/profile';
import { memberId as toMemberId, type MemberId } from '../../domain/shared/ids';

interface PhotoRow {
  id: string | number;
  member_id: string | number;
  filename: string;
  thumb_filename: string;
  created_at: Date | string;
}

const toPhoto = (row: PhotoRow): Photo => ({
  id: photoId(Number(row.id)),
  memberId: toMemberId(Number(row.member_id)),
  filename: row.filename,
  thumb_filename: row.thumb_filename,
  createdAt: new Date(row.created_at),
});

export class PostgresPhotos implements Photos {
  constructor(private readonly db: Knex) {}

  async add(memberId: MemberId, files: PhotoFiles, at: Date, limit: number): Promise<Photo | undefined> {
    return this.db.transaction(async (trx) => {
      // The member row is the lock: concurrent uploads of one member count one after the other.
      const member = await trx('members').where('id', memberId).forUpdate().first('id');
      if (!member) return undefined;
      const [{ count }] = (await trx('photos').where('member_id', memberId).count({ count: '*' })) as { count: string | number }[];
      if (Number(count) >= limit) return undefined;
      const [row] = (await trx('photos')
        .insert({ member_id: memberId, filename: files.filename, thumb_filename: files.thumb_filename, created_at: at })
        .returning(['id', 'member_id', 'filename', 'thumb_filename', 'created_at'])) as PhotoRow[];
      return toPhoto(row);
    });
  }

  async listFor(memberId: MemberId): Promise<readonly Photo[]> {
    const rows = (await this.db('photos').where('member_id', memberId).orderBy('id', 'asc')) as PhotoRow[];
    return rows.map(toPhoto);
  }

  async countFor(memberId: MemberId): Promise<number> {
    const [{ count }] = (await this.db('photos').where('member_id', memberId).count({ count: '*' })) as { count: string | number }[];
    return Number(count);
  }

  async setMainImage(memberId: MemberId, image: MainImage, options: { readonly onlyIfNone?: boolean } = {}): Promise<boolean> {
    const query = this.db('profiles').where('member_id', memberId);
    if (options.onlyIfNone) query.whereNull('main_image');
    const updated = await query.update({ main_image: image.filename, main_image_thumb: image.thumb_filename });
    return Number(updated) > 0;
  }
}
