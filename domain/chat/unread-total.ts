import type { MemberId } from '../shared/ids';
import type { Conversations } from './ports';

/**
 * SPEC §4: the unread messages of the member's chat list, summed: the Messages badge, the title prefix and the app
 * badge. Every page shows it; only the chat pages need the list itself.
 */
export class UnreadTotal {
  constructor(private readonly deps: { conversations: Conversations }) {}

  run(memberId: MemberId): Promise<number> {
    return this.deps.conversations.unreadTotalFor(memberId);
  }
}
