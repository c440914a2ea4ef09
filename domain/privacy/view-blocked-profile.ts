import type { MemberAccounts } from '../accounts/ports';
import type { Profile } from '../profiles/profile';
import type { MemberId } from '../shared/ids';
import type { Blocks } from './ports';

/**
 * The profile screen of a member she blocked (SPEC §2: unblock on the profile; issue 27): the member who blocked sees
 * whom she blocked, to lift the block there. Nobody else learns of the block — for the blocked member, and anyone
 * else, the profile is simply not there — and a deleted member is not shown at all.
 */
export class ViewBlockedProfile {
  constructor(private readonly deps: { blocks: Blocks; members: MemberAccounts }) {}

  async run(viewer: MemberId, id: MemberId): Promise<Profile | undefined> {
    if (viewer === id || !(await this.deps.blocks.hasBlocked(viewer, id))) return undefined;
    const member = await this.deps.members.findById(id);
    return member && member.status !== 'deleted' ? member.profile : undefined;
  }
}
