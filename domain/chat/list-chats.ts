import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { Conversations } from './ports';
import type { ChatSummary } from './conversation';

export class ListChats {
  constructor(private readonly deps: { conversations: Conversations; clock: Clock }) {}

  run(memberId: MemberId): Promise<ChatSummary[]> {
    return this.deps.conversations.listFor(memberId, this.deps.clock.now());
  }
}
