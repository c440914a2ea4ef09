import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { MemberWithProfile as Member } from './member';
import type { MemberAccounts } from './ports';

/**
 * The member a session belongs to, as the answers of /api show her.
 * Fails with `not_found` when the account is gone (deleted and purged between two requests).
 */
export class CurrentMember {
  constructor(private readonly deps: { members: MemberAccounts }) {}

  async run(id: MemberId): Promise<Member> {
    const member = await this.deps.members.findById(id);
    if (!member) throw new DomainError('not_found');
    return member;
  }

  /** The member, or nothing when the account is gone: for pages, which show a visitor then. */
  find(id: MemberId): Promise<Member | undefined> {
    return this.deps.members.findById(id);
  }
}
