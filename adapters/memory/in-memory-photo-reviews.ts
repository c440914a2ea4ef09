import type { OperatorId } from '../../domain/operators/actor';
import {
  photoReviewId,
  type PhotoRejectionReason,
  type PhotoReview,
  type PhotoReviewId,
  type PhotoReviews,
  type QueuedPhoto,
  type RejectedPhoto,
  type RejectedPhotos,
} from '../../domain/moderation/photo-review';
import type { PhotoId } from '../../domain/profiles/photo';
import type { MemberId, MessageId } from '../../domain/shared/ids';
import { InMemoryPhotos } from './in-memory-photos';
import type { InMemoryStore } from './in-memory-store';

/** A decision on a photo; a photo without one is pending (as the database's trigger adds a pending row to each). */
type Decision = Pick<PhotoReview, 'state' | 'reason' | 'note' | 'reviewer' | 'reviewedAt'> & { readonly gone?: PhotoReview };

/** The decisions of a store, beside it (as the photos table is). */
const decisionsOf = new WeakMap<InMemoryStore, Map<PhotoReviewId, Decision>>();
const decisions = (store: InMemoryStore) => {
  let map = decisionsOf.get(store);
  if (!map) decisionsOf.set(store, (map = new Map()));
  return map;
};

/** A review's id in memory: a profile photo's id × 2, a chat message's id × 2 + 1 (one review per photo, as the unique indexes). */
const profileReview = (photo: PhotoId) => photoReviewId(photo * 2);
const chatReview = (message: MessageId) => photoReviewId(message * 2 + 1);

/** The photo queue on the in-memory store: every stored photo and photo message has its review. */
export class InMemoryPhotoReviews implements PhotoReviews, RejectedPhotos {
  constructor(private readonly store: InMemoryStore) {}

  private all(): PhotoReview[] {
    const found: PhotoReview[] = [];
    for (const photo of new InMemoryPhotos(this.store).all()) {
      const id = profileReview(photo.id);
      found.push({ id, kind: 'profile', memberId: photo.memberId, photoId: photo.id, files: { filename: photo.filename, thumb_filename: photo.thumb_filename }, createdAt: photo.createdAt, state: 'pending', ...decisions(this.store).get(id) });
    }
    for (const message of this.store.data.messages) {
      if (message.attachment?.kind !== 'photo') continue;
      const id = chatReview(message.id);
      const files = { filename: message.attachment.filename, thumb_filename: message.attachment.thumb_filename };
      found.push({ id, kind: 'chat', memberId: message.senderId, messageId: message.id, files, createdAt: message.sentAt, state: 'pending', ...decisions(this.store).get(id) });
    }
    for (const decision of decisions(this.store).values()) if (decision.gone) found.push(decision.gone);
    return found.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  }

  async pending(limit: number): Promise<QueuedPhoto[]> {
    return this.all()
      .filter((review) => review.state === 'pending' && this.store.member(review.memberId)?.status !== 'deleted')
      .slice(0, limit)
      .map((review) => {
        const member = this.store.member(review.memberId)!;
        return { ...review, member: { name: member.profile.name, email: member.email, language: member.language } };
      });
  }

  async countPending(): Promise<number> {
    return (await this.pending(Number.MAX_SAFE_INTEGER)).length;
  }

  async find(id: PhotoReviewId): Promise<PhotoReview | undefined> {
    return this.all().find((review) => review.id === id);
  }

  async profilePhotosOf(member: MemberId): Promise<PhotoReview[]> {
    const order = (await new InMemoryPhotos(this.store).listFor(member)).map((photo) => photo.id);
    return this.all()
      .filter((review) => review.kind === 'profile' && review.photoId !== undefined && review.memberId === member)
      .sort((a, b) => order.indexOf(a.photoId!) - order.indexOf(b.photoId!));
  }

  async findByPhoto(member: MemberId, photo: PhotoId): Promise<PhotoReview | undefined> {
    return this.all().find((review) => review.photoId === photo && review.memberId === member);
  }

  async approve(id: PhotoReviewId, operator: OperatorId, at: Date): Promise<boolean> {
    const review = await this.find(id);
    if (review?.state !== 'pending' || !review.files) return false;
    decisions(this.store).set(id, { state: 'approved', reviewer: operator, reviewedAt: at });
    return true;
  }

  async reject(id: PhotoReviewId, operator: OperatorId, at: Date, reason: PhotoRejectionReason, note: string | undefined): Promise<RejectedPhoto | undefined> {
    const review = await this.find(id);
    if (!review?.files || review.state === 'rejected') return undefined;
    if (review.kind === 'profile') {
      if (!(await new InMemoryPhotos(this.store).remove(review.memberId, review.photoId!))) return undefined;
    } else {
      const messages = this.store.data.messages;
      const index = messages.findIndex((m) => m.id === review.messageId);
      messages[index] = { ...messages[index], attachment: { kind: 'photo_removed' } };
    }
    const decided: PhotoReview = { ...review, files: undefined, photoId: undefined, state: 'rejected', reason, note, reviewer: operator, reviewedAt: at };
    decisions(this.store).set(id, { state: 'rejected', reason, note, reviewer: operator, reviewedAt: at, gone: decided });
    return { review: decided, files: review.files };
  }

  async listFor(member: MemberId, limit: number): Promise<readonly PhotoReview[]> {
    return this.all()
      .filter((review) => review.memberId === member && review.kind === 'profile' && review.state === 'rejected')
      .sort((a, b) => b.reviewedAt!.getTime() - a.reviewedAt!.getTime())
      .slice(0, limit);
  }
}
