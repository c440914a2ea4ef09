import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { Photos, PhotoStorage } from './media-ports';
import type { Photo, PhotoId } from './photo';
import { settlePhotos } from './photo-placement';

/** An order for a member's photos: all of them, or "this one first" (choosing the main image). */
export type PhotoArrangement = { readonly order: readonly PhotoId[] } | { readonly main: PhotoId };

/**
 * A member orders her photos or chooses her main image (SPEC §2 "main image"): the first photo is the main image,
 * shown on cards and the profile header, and always public. Fails with not_found for a photo she does not hold and
 * invalid_input on `order` when the order does not name each of her photos once.
 */
export class ArrangePhotos {
  constructor(private readonly deps: { photos: Photos; storage: PhotoStorage }) {}

  async run(memberId: MemberId, arrangement: PhotoArrangement): Promise<readonly Photo[]> {
    const { photos } = this.deps;
    const held = await photos.listFor(memberId);
    let order: readonly PhotoId[];
    if ('main' in arrangement) {
      if (!held.some((p) => p.id === arrangement.main)) throw new DomainError('not_found', { field: 'id' });
      order = [arrangement.main, ...held.filter((p) => p.id !== arrangement.main).map((p) => p.id)];
    } else {
      if (!namesEachOnce(arrangement.order, held)) throw new DomainError('invalid_input', { field: 'order', message: 'each_photo_once' });
      order = arrangement.order;
    }
    // The adapter checks again inside its transaction: a photo added or deleted meanwhile makes the order stale.
    if (!(await photos.arrange(memberId, order))) throw new DomainError('invalid_input', { field: 'order', message: 'each_photo_once' });
    // A private photo put first became public: its files move to /media.
    return settlePhotos(this.deps, memberId);
  }
}

export const namesEachOnce = (order: readonly PhotoId[], held: readonly Pick<Photo, 'id'>[]): boolean =>
  order.length === held.length && new Set(order).size === order.length && order.every((id) => held.some((p) => p.id === id));
