import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { Likes } from './ports';

/** A member takes her like back; a match it made ends with it. Taking back a like that is not there changes nothing. */
export class UnlikeMember {
  constructor(private readonly deps: { likes: Likes }) {}

  async run(liker: MemberId, target: MemberId): Promise<void> {
    if (liker === target) throw new DomainError('invalid_input', { field: 'profile_id', message: 'self' });
    await this.deps.likes.remove(liker, target);
  }
}
