import type { Deletion } from '../../domain/accounts/closure-ports';
import type { TrackingData } from '../../domain/accounts/tracking';
import type { ErasureCounts, HeldRecords, MemberRecords } from '../../domain/operators/members/member-records';
import { erasedEmail } from '../../domain/operators/members/member-records';
import { reportId } from '../../domain/moderation/report-queue';
import type { NewProfile } from '../../domain/profiles/profile';
import type { MemberId } from '../../domain/shared/ids';
import { InMemoryAccountClosures } from './in-memory-account-closures';
import { InMemoryBlocks } from './in-memory-blocks';
import { InMemoryCredentials } from './in-memory-credentials';
import { InMemoryLikes } from './in-memory-likes';
import type { ModerationState } from './in-memory-moderation';
import { InMemoryPhotos } from './in-memory-photos';
import { InMemoryProfileViews } from './in-memory-profile-views';

/** When each tombstone was erased, beside the store (as the closures' deletions), keyed by store. */
const erasuresOf = new WeakMap<object, Map<MemberId, Date>>();
const erasures = (key: object): Map<MemberId, Date> => {
  let map = erasuresOf.get(key);
  if (!map) erasuresOf.set(key, (map = new Map()));
  return map;
};

/** Same rules as PostgresMemberRecords, on the memory store, its support cases and (when given) the signup tracking. */
export class InMemoryMemberRecords implements MemberRecords {
  constructor(
    private readonly moderation: ModerationState,
    private readonly tracking?: Map<MemberId, TrackingData & { createdAt: Date }>,
  ) {}

  private get store() {
    return this.moderation.store;
  }

  async isEmailTaken(email: string, other: MemberId): Promise<boolean> {
    const wanted = email.trim().toLowerCase();
    return [...this.store.data.members.values()].some((m) => m.id !== other && m.email.toLowerCase() === wanted);
  }

  setEmail(member: MemberId, email: string): Promise<'changed' | 'taken'> {
    return new InMemoryCredentials(this.store).setEmail(member, email);
  }

  markDeleted(member: MemberId, deletion: Deletion): Promise<void> {
    return new InMemoryAccountClosures(this.store).markDeleted(member, deletion);
  }

  async erasedAt(member: MemberId): Promise<Date | undefined> {
    return erasures(this.store).get(member);
  }

  async held(member: MemberId): Promise<HeldRecords> {
    const tracking = this.tracking?.get(member);
    const reports = this.moderation.cases.reports.map((report, index) => ({ report, status: this.moderation.queue.get(reportId(index + 1))?.status ?? 'open' }));
    return {
      sessions: [...this.store.sessions.values()].filter((s) => s.memberId === member).map((s) => ({ createdAt: null, expiresAt: s.expiresAt })),
      tracking: tracking ? { network: tracking.network, ref: tracking.ref, sub1: tracking.sub1, sub2: tracking.sub2, sub3: tracking.sub3, at: tracking.createdAt } : null,
      reportsBy: reports
        .filter(({ report }) => report.reporter === member)
        .map(({ report, status }) => ({ reference: report.reference, reason: report.reason, text: report.text, status, at: report.at })),
      reportsAbout: reports
        .filter(({ report }) => report.reported === member)
        .map(({ report, status }) => ({ reference: report.reference, reason: report.reason, status, at: report.at })),
    };
  }

  async erase(member: MemberId, at: Date): Promise<ErasureCounts> {
    const data = this.store.data;
    const stored = data.members.get(member);
    if (!stored) return { messages: 0, photos: 0 };
    const photos = new InMemoryPhotos(this.store);
    const photoCount = (await photos.listFor(member)).length;
    photos.forget(member);
    const messages = data.messages.filter((m) => m.senderId === member).length;
    data.messages = data.messages.filter((m) => m.senderId !== member);
    for (const conversation of data.conversations.values()) {
      if (conversation.memberIds.includes(member)) for (const id of conversation.memberIds) conversation.unread.set(id, 0);
    }
    new InMemoryLikes(this.store).forget(member);
    new InMemoryBlocks(this.store).forget(member);
    new InMemoryProfileViews(this.store).forget(member);
    for (const [digest, session] of this.store.sessions) if (session.memberId === member) this.store.sessions.delete(digest);
    this.tracking?.delete(member);
    this.moderation.suspensions.delete(member);
    const cases = this.moderation.cases;
    cases.reports.forEach((report, index) => {
      if (report.reporter === member) cases.reports[index] = { ...report, text: '' };
    });
    cases.complaints.forEach((complaint, index) => {
      if (complaint.member === member) cases.complaints[index] = { ...complaint, email: erasedEmail(member), description: '' };
    });
    stored.profile = {
      ...stored.profile,
      name: '',
      country: '',
      region: '',
      city: '',
      about: '',
      interests: [],
      status: 'disabled',
      mainImage: null,
      dateOfBirth: new Date('1900-01-01T00:00:00Z'),
    } as NewProfile;
    stored.email = erasedEmail(member);
    stored.passwordHash = '!erased';
    stored.status = 'deleted';
    stored.deletedAt = null;
    stored.notificationsDisabled = [];
    stored.invisible = true;
    erasures(this.store).set(member, new Date(at.getTime()));
    return { messages, photos: photoCount };
  }
}
