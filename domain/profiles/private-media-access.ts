import type { MemberAccounts } from '../accounts/ports';
import type { Blocks } from '../privacy/ports';
import type { MemberId } from '../shared/ids';

/**
 * Whether a member may load a private file of `owner` now, through a link signed for her (decision 0043). The link
 * says the server let her see it when it was given (a premium member or the owner for a private photo, one of the two
 * members for a chat photo); this says nothing has closed it since: the owner's account is not deleted, and neither
 * blocked the other.
 */
export class PrivateMediaAccess {
  constructor(private readonly deps: { members: Pick<MemberAccounts, 'findAccount'>; blocks: Pick<Blocks, 'isBlockedEitherWay'> }) {}

  async run(viewer: MemberId, owner: MemberId): Promise<boolean> {
    const account = await this.deps.members.findAccount(owner);
    if (!account || account.status === 'deleted') return false;
    if (viewer === owner) return true;
    return !(await this.deps.blocks.isBlockedEitherWay(viewer, owner));
  }
}
