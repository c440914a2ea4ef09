import type { PhotoReview, RejectedPhotos } from '../moderation/photo-review';
import type { MemberId } from '../shared/ids';

/** How many of her rejected photos her photo list names (the latest). */
export const REJECTED_PHOTOS_SHOWN = 10;

/**
 * Her own photos a moderator took down (decision 0075), newest first: her photo list says one was rejected and why,
 * in her language. Only she sees this; nobody else sees the photo any more.
 */
export class ListRejectedPhotos {
  constructor(private readonly deps: { rejected: RejectedPhotos }) {}

  run(memberId: MemberId): Promise<readonly PhotoReview[]> {
    return this.deps.rejected.listFor(memberId, REJECTED_PHOTOS_SHOWN);
  }
}
