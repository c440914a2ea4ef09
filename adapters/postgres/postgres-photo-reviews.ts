import type { Knex } from 'knex';
import { operatorId, type OperatorId } from '../../domain/operators/actor';
import {
  photoReviewId,
  type PhotoRejectionReason,
  type PhotoReview,
  type PhotoReviewId,
  type PhotoReviewKind,
  type PhotoReviews,
  type PhotoReviewState,
  type QueuedPhoto,
  type RejectedPhoto,
  type RejectedPhotos,
} from '../../domain/moderation/photo-review';
import { photoId, type PhotoId } from '../../domain/profiles/photo';
import { memberId, messageId, type MemberId } from '../../domain/shared/ids';
import { PostgresPhotos } from './postgres-photos';

interface ReviewRow {
  id: string | number;
  kind: PhotoReviewKind;
  member_id: string | number;
  photo_id: string | number | null;
  message_id: string | number | null;
  created_at: Date | string;
  state: PhotoReviewState;
  reason: PhotoRejectionReason | null;
  note: string | null;
  operator_id: string | number | null;
  reviewed_at: Date | string | null;
  /** The photo's files now: from `photos`, or from the message's attachment. */
  filename: string | null;
  thumb_filename: string | null;
}

const toReview = (row: ReviewRow): PhotoReview => ({
  id: photoReviewId(Number(row.id)),
  kind: row.kind,
  memberId: memberId(Number(row.member_id)),
  photoId: row.photo_id === null ? undefined : photoId(Number(row.photo_id)),
  messageId: row.message_id === null ? undefined : messageId(Number(row.message_id)),
  files: row.filename && row.thumb_filename ? { filename: row.filename, thumb_filename: row.thumb_filename } : undefined,
  createdAt: new Date(row.created_at),
  state: row.state,
  reason: row.reason ?? undefined,
  note: row.note ?? undefined,
  reviewer: row.operator_id === null ? undefined : operatorId(Number(row.operator_id)),
  reviewedAt: row.reviewed_at === null ? undefined : new Date(row.reviewed_at),
});

/** The photo queue (migration 0031) on one transaction of the back office. */
export class PostgresPhotoReviews implements PhotoReviews {
  constructor(private readonly db: Knex) {}

  private select(db: Knex = this.db) {
    return db('photo_reviews as r')
      .leftJoin('photos as p', 'p.id', 'r.photo_id')
      .leftJoin('messages as m', 'm.id', 'r.message_id')
      // Its files now: a photo made private or public moved to new names.
      .select('r.*', db.raw(`coalesce(p.filename, m.attachment ->> 'filename') as filename`), db.raw(`coalesce(p.thumb_filename, m.attachment ->> 'thumb_filename') as thumb_filename`));
  }

  async pending(limit: number): Promise<QueuedPhoto[]> {
    const rows = (await this.select()
      .join('members as mb', 'mb.id', 'r.member_id')
      .leftJoin('profiles as pr', 'pr.member_id', 'r.member_id')
      .select('mb.email as member_email', 'mb.language as member_language', 'pr.name as member_name')
      .where('r.state', 'pending')
      .where((q) => q.whereNotNull('r.photo_id').orWhere((m) => m.whereNotNull('r.message_id').whereRaw(`m.attachment ->> 'kind' = 'photo'`)))
      .whereNot('mb.status', 'deleted')
      .orderBy([{ column: 'r.created_at' }, { column: 'r.id' }])
      .limit(limit)) as (ReviewRow & { member_email: string; member_language: string; member_name: string | null })[];
    return rows.map((row) => ({ ...toReview(row), member: { name: row.member_name ?? '', email: row.member_email, language: row.member_language } }));
  }

  async countPending(): Promise<number> {
    const [{ count }] = (await this.db('photo_reviews as r')
      .join('members as mb', 'mb.id', 'r.member_id')
      .leftJoin('messages as m', 'm.id', 'r.message_id')
      .where('r.state', 'pending')
      .where((q) => q.whereNotNull('r.photo_id').orWhere((m) => m.whereNotNull('r.message_id').whereRaw(`m.attachment ->> 'kind' = 'photo'`)))
      .whereNot('mb.status', 'deleted')
      .count({ count: '*' })) as { count: string | number }[];
    return Number(count);
  }

  async find(id: PhotoReviewId): Promise<PhotoReview | undefined> {
    const row = (await this.select().where('r.id', id).first()) as ReviewRow | undefined;
    return row && toReview(row);
  }

  async profilePhotosOf(member: MemberId): Promise<PhotoReview[]> {
    const rows = (await this.select().where('r.member_id', member).whereNotNull('r.photo_id').orderBy([{ column: 'p.position' }, { column: 'p.id' }])) as ReviewRow[];
    return rows.map(toReview);
  }

  async findByPhoto(member: MemberId, photo: PhotoId): Promise<PhotoReview | undefined> {
    const row = (await this.select().where({ 'r.photo_id': photo, 'r.member_id': member }).first()) as ReviewRow | undefined;
    return row && toReview(row);
  }

  async approve(id: PhotoReviewId, operator: OperatorId, at: Date): Promise<boolean> {
    const changed = await this.db('photo_reviews').where({ id, state: 'pending' }).update({ state: 'approved', operator_id: operator, reviewed_at: at });
    return changed > 0;
  }

  async reject(id: PhotoReviewId, operator: OperatorId, at: Date, reason: PhotoRejectionReason, note: string | undefined): Promise<RejectedPhoto | undefined> {
    // The review row is the lock: two moderators' rejections of one photo run one after the other, and the second finds it rejected.
    const locked = (await this.db('photo_reviews').where('id', id).whereNot('state', 'rejected').forUpdate().first('id')) as { id: string } | undefined;
    if (!locked) return undefined;
    const review = await this.find(id);
    if (!review?.files) return undefined;
    if (review.kind === 'profile') {
      if (review.photoId === undefined || !(await new PostgresPhotos(this.db).remove(review.memberId, review.photoId))) return undefined;
    } else {
      const changed = await this.db('messages')
        .where('id', review.messageId!)
        .whereRaw(`attachment ->> 'kind' = 'photo'`)
        .update({ attachment: JSON.stringify({ kind: 'photo_removed' }) });
      if (changed === 0) return undefined;
    }
    await this.db('photo_reviews').where('id', id).update({ state: 'rejected', reason, note: note ?? null, operator_id: operator, reviewed_at: at });
    return { review: { ...review, state: 'rejected', reason, note, reviewer: operator, reviewedAt: at }, files: review.files };
  }
}

/** A member's own rejected profile photos, newest first (her photo list says which were taken down, and why). */
export class PostgresRejectedPhotos implements RejectedPhotos {
  constructor(private readonly db: Knex) {}

  async listFor(member: MemberId, limit: number): Promise<readonly PhotoReview[]> {
    const rows = (await this.db('photo_reviews as r')
      .select('r.*', this.db.raw('null as filename'), this.db.raw('null as thumb_filename'))
      .where({ 'r.member_id': member, 'r.state': 'rejected', 'r.kind': 'profile' })
      .orderBy([{ column: 'r.reviewed_at', order: 'desc' }, { column: 'r.id', order: 'desc' }])
      .limit(limit)) as ReviewRow[];
    return rows.map(toReview);
  }
}
