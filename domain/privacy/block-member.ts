import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { MemberAccounts } from '../accounts/ports';
import type { Blocks } from './ports';

/** A member blocks another: from now on neither sees nor reaches the other. */
export class BlockMember {
  constructor(private readonly deps: { blocks: Blocks; members: MemberAccounts; clock: Clock }) {}

  async run(blocker: MemberId, blocked: MemberId): Promise<void> {
    if (blocker === blocked) throw new DomainError('invalid_input', { field: 'profile_id', message: 'self' });
    const target = await this.deps.members.findById(blocked);
    if (!target || target.status === 'deleted') throw new DomainError('not_found', { field: 'profile_id' });
    await this.deps.blocks.block(blocker, blocked, this.deps.clock.now());
  }
}
