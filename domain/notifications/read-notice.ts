import type { MemberAccounts } from '../accounts/ports';
import type { BadgeCounts } from '../chat/badge-counts';
import type { Conversations } from '../chat/ports';
import type { Likes } from '../likes/ports';
import type { Blocks } from '../privacy/ports';
import type { ProfileSettings } from '../profiles/settings-ports';
import type { MemberId } from '../shared/ids';
import type { MemberNotice } from './member-notice';
import type { NoticeReader, NoticeReading, PushEndpoint } from './push-ports';

/** How far back a message notice looks for its message: a notice is fanned out seconds after the send. */
const RECENT_MESSAGES = 50;

/**
 * Reads a notice as it stands when it is fanned out, through the ports the pages use: her language, badge and push
 * subscription, the other member's name, and the message. Nothing is said when either member is deleted, a block stands
 * between them, the like was taken back or the message is no longer hers to read.
 */
export class ReadNotice implements NoticeReader {
  constructor(
    private readonly deps: {
      members: Pick<MemberAccounts, 'findById'>;
      blocks: Pick<Blocks, 'isBlockedEitherWay'>;
      conversations: Pick<Conversations, 'messagesFor'>;
      likes: Pick<Likes, 'between'>;
      badgeCounts: BadgeCounts;
      profileSettings: Pick<ProfileSettings, 'pushSubscriptionsOf'>;
    },
  ) {}

  async read(notice: MemberNotice): Promise<NoticeReading | undefined> {
    const otherId = notice.kind === 'message' ? notice.senderId : notice.kind === 'like' ? notice.likerId : notice.otherId;
    const [recipient, other] = await Promise.all([this.deps.members.findById(notice.recipientId), this.deps.members.findById(otherId)]);
    if (!recipient || !other || recipient.status === 'deleted' || other.status === 'deleted') return undefined;
    if (await this.deps.blocks.isBlockedEitherWay(recipient.id, other.id)) return undefined;

    let message: { text: string; attachment: 'gift' | 'photo' | 'gif' | null } | undefined;
    if (notice.kind === 'message') {
      const recent = await this.deps.conversations.messagesFor(notice.conversationId, recipient.id, RECENT_MESSAGES);
      const found = recent.find((candidate) => candidate.id === notice.messageId);
      if (!found || found.held) return undefined;
      // A photo a moderator took down meanwhile is not told of (decision 0075).
      message = { text: found.body, attachment: found.attachment?.kind === 'photo_removed' ? null : (found.attachment?.kind ?? null) };
    } else {
      const { liked, likedBy } = await this.deps.likes.between(other.id, recipient.id);
      if (!liked || (notice.kind === 'match' && !likedBy)) return undefined;
    }

    const [badge, subscriptions] = await Promise.all([this.deps.badgeCounts.totalsFor(recipient.id), this.subscriptionsOf(recipient.id)]);
    return {
      facts: { language: recipient.language, badge: badge.unreadMessages + badge.newLikes, otherName: other.profile.name, ...(message ? { message } : {}) },
      subscriptions,
    };
  }

  /** Every browser she turned pushes on in. */
  private async subscriptionsOf(member: MemberId): Promise<PushEndpoint[]> {
    const stored = await this.deps.profileSettings.pushSubscriptionsOf(member);
    return stored.map(({ endpoint, p256dh, auth }) => ({ endpoint, p256dh, auth }));
  }
}
