import type { MemberAccounts } from '../accounts/ports';
import type { Profile } from '../profiles/profile';
import type { MemberId } from '../shared/ids';
import type { Blocks } from './ports';

/** The profiles a member blocked, for the block list in settings (each with an unblock button). */
export class ListBlockedMembers {
  constructor(private readonly deps: { blocks: Blocks; members: MemberAccounts }) {}

  async run(blocker: MemberId): Promise<Profile[]> {
    const profiles: Profile[] = [];
    for (const id of await this.deps.blocks.listBlockedBy(blocker)) {
      const member = await this.deps.members.findById(id);
      if (member && member.status !== 'deleted') profiles.push(member.profile);
    }
    return profiles;
  }
}
