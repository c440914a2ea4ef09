import type { BadgeCounts, BadgeTotals } from '../../domain/chat/badge-counts';
import type { MemberId } from '../../domain/shared/ids';
import { InMemoryConversations } from './in-memory-conversations';
import { InMemoryLikes } from './in-memory-likes';
import { InMemoryProfileViews } from './in-memory-profile-views';
import type { InMemoryStore } from './in-memory-store';

/** Both totals from the store, as the conversations and likes adapters count them. */
export class InMemoryBadgeCounts implements BadgeCounts {
  private readonly conversations: InMemoryConversations;
  private readonly likes: InMemoryLikes;
  private readonly views: InMemoryProfileViews;

  constructor(store: InMemoryStore) {
    this.conversations = new InMemoryConversations(store);
    this.likes = new InMemoryLikes(store);
    this.views = new InMemoryProfileViews(store);
  }

  async totalsFor(member: MemberId, visitorsSince?: Date): Promise<BadgeTotals> {
    return {
      unreadMessages: await this.conversations.unreadTotalFor(member),
      newLikes: await this.likes.newCount(member),
      newVisitors: visitorsSince === undefined ? 0 : await this.views.newCount(member, visitorsSince),
    };
  }
}
