import type { Knex } from 'knex';
import type { Photos } from '../../domain/profiles/media-ports';
import { namesEachOnce } from '../../domain/profiles/arrange-photos';
import { photoId, type Photo, type PhotoFiles, type PhotoId } from '../../domain/profiles/photo';
import type { MainImage } from '../../domain/profiles/profile';
import { memberId as toMemberId, type MemberId } from '../../domain/shared/ids';

/** A row of `photos` as the adapters read it (PostgresPhotos, PostgresMisplacedMedia). */
export interface PhotoRow {
  id: string | number;
  member_id: string | number;
  filename: string;
  thumb_filename: string;
  created_at: Date | string;
  position: number;
  is_private: boolean;
}

export const PHOTO_COLUMNS = ['id', 'member_id', 'filename', 'thumb_filename', 'created_at', 'position', 'is_private'];

export const toPhoto = (row: PhotoRow): Photo => ({
  id: photoId(Number(row.id)),
  memberId: toMemberId(Number(row.member_id)),
  filename: row.filename,
  thumb_filename: row.thumb_filename,
  createdAt: new Date(row.created_at),
  position: Number(row.position),
  isPrivate: Boolean(row.is_private),
});

export class PostgresPhotos implements Photos {
  constructor(private readonly db: Knex) {}

  async add(memberId: MemberId, files: PhotoFiles, at: Date, limit: number): Promise<Photo | undefined> {
    return this.db.transaction(async (trx) => {
      // The member row is the lock: concurrent uploads of one member count one after the other.
      const member = await trx('members').where('id', memberId).forUpdate().first('id');
      if (!member) return undefined;
      const [{ count, next }] = (await trx('photos')
        .where('member_id', memberId)
        .select(trx.raw('count(*) as count'), trx.raw('coalesce(max(position) + 1, 0) as next'))) as { count: string | number; next: string | number }[];
      if (Number(count) >= limit) return undefined;
      const [row] = (await trx('photos')
        .insert({ member_id: memberId, filename: files.filename, thumb_filename: files.thumb_filename, created_at: at, position: Number(next) })
        .returning(PHOTO_COLUMNS)) as PhotoRow[];
      return toPhoto(row);
    });
  }

  async listFor(memberId: MemberId): Promise<readonly Photo[]> {
    return this.listIn(this.db, memberId);
  }

  async arrange(memberId: MemberId, order: readonly PhotoId[]): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      await trx('members').where('id', memberId).forUpdate().first('id');
      if (!namesEachOnce(order, await this.listIn(trx, memberId))) return false;
      await this.renumber(trx, memberId, order);
      return true;
    });
  }

  async setPrivate(memberId: MemberId, id: PhotoId, isPrivate: boolean, files: { readonly from: PhotoFiles; readonly to: PhotoFiles }): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      // The member row is the lock, as in arrange and remove: the position read here is the one that holds.
      await trx('members').where('id', memberId).forUpdate().first('id');
      const query = trx('photos').where({ id, member_id: memberId, filename: files.from.filename });
      if (isPrivate) query.whereNot('position', 0);
      const updated = await query.update({ is_private: isPrivate, filename: files.to.filename, thumb_filename: files.to.thumb_filename });
      if (Number(updated) === 0) return false;
      await trx('profiles')
        .where({ member_id: memberId, main_image: files.from.filename })
        .update({ main_image: files.to.filename, main_image_thumb: files.to.thumb_filename });
      return true;
    });
  }

  async remove(memberId: MemberId, id: PhotoId): Promise<Photo | undefined> {
    return this.db.transaction(async (trx) => {
      await trx('members').where('id', memberId).forUpdate().first('id');
      const [row] = (await trx('photos').where({ id, member_id: memberId }).delete().returning(PHOTO_COLUMNS)) as PhotoRow[];
      if (!row) return undefined;
      const rest = await this.listIn(trx, memberId);
      await this.renumber(
        trx,
        memberId,
        rest.map((p) => p.id),
      );
      return toPhoto(row);
    });
  }

  private async listIn(db: Knex, memberId: MemberId): Promise<Photo[]> {
    const rows = (await db('photos').where('member_id', memberId).orderBy([{ column: 'position' }, { column: 'id' }]).select(PHOTO_COLUMNS)) as PhotoRow[];
    return rows.map(toPhoto);
  }

  /** Positions 0… in `order`; the first photo public and on the profile as its main image (none when no photo is left). */
  private async renumber(trx: Knex.Transaction, memberId: MemberId, order: readonly PhotoId[]): Promise<void> {
    for (const [position, id] of order.entries()) {
      await trx('photos')
        .where({ id, member_id: memberId })
        .update(position === 0 ? { position, is_private: false } : { position });
    }
    const first = order.length > 0 ? ((await trx('photos').where('id', order[0]).first('filename', 'thumb_filename')) as PhotoFiles) : null;
    await trx('profiles')
      .where('member_id', memberId)
      .update({ main_image: first?.filename ?? null, main_image_thumb: first?.thumb_filename ?? null });
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
