import type { MemberId } from '../shared/ids';
import type { Blocks } from './ports';

/** Lifts a member's own block; unblocking someone not blocked changes nothing. Another member's block stays. */
export class UnblockMember {
  constructor(private readonly deps: { blocks: Blocks }) {}

  run(blocker: MemberId, blocked: MemberId): Promise<void> {
    return this.deps.blocks.unblock(blocker, blocked);
  }
}
