import type { Clock } from '../../domain/shared/clock';
import type { EmailPreferencesStore } from '../../domain/notifications/ports';
import type { MemberNotice } from '../../domain/notifications/member-notice';
import type { NoticeMailRecipient, NoticeMailRecipients } from '../../domain/notifications/notice-mail';
import type { MemberId } from '../../domain/shared/ids';
import type { InMemoryStore } from './in-memory-store';
import { InMemoryLikes } from './in-memory-likes';

/** Same rules as PostgresNoticeMailRecipients, over the in-memory store. */
export class InMemoryNoticeMailRecipients implements NoticeMailRecipients {
  private readonly likes: InMemoryLikes;

  constructor(private readonly store: InMemoryStore, private readonly preferences: EmailPreferencesStore, private readonly clock: Clock) {
    this.likes = new InMemoryLikes(store);
  }

  async recipientOf(notice: MemberNotice): Promise<NoticeMailRecipient | undefined> {
    const member = this.store.member(notice.recipientId);
    const mail = await this.preferences.recipientOf(notice.recipientId);
    if (!member || !mail) return undefined;
    return {
      memberId: member.id,
      email: member.email,
      name: member.profile.name,
      language: member.language,
      status: member.status,
      mail,
      firstUnseen: await this.firstUnseen(notice, member.id),
    };
  }

  private async firstUnseen(notice: MemberNotice, her: MemberId): Promise<boolean> {
    switch (notice.kind) {
      case 'message': {
        const conversation = this.store.data.conversations.get(notice.conversationId);
        const unread = conversation?.unread.get(her) ?? 0;
        if (!conversation || unread === 0) return false;
        const removedThrough = conversation.removedThrough?.get(her) ?? 0;
        const written = this.store.data.messages
          .filter((m) => m.conversationId === notice.conversationId && m.senderId === notice.senderId && !m.held && m.id > removedThrough)
          .sort((a, b) => b.id - a.id);
        return written[unread - 1]?.id === notice.messageId;
      }
      case 'like': {
        const unseen = (await this.likes.received(her, this.clock.now())).filter((like) => like.isNew);
        return unseen.at(-1)?.profile.id === notice.likerId;
      }
      case 'match':
        return true;
    }
  }
}
