import { requireWithinLimit, type RateLimiter } from '../shared/rate-limiter';
import type { CreditLedger, MemberAccounts } from '../accounts/ports';
import type { Conversations } from '../chat/ports';
import type { Likes } from '../likes/ports';
import type { Payments } from '../payments/ports';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { MemberExport } from './member-export';
import type { Blocks, PhotoListing } from './ports';

/** More than any conversation holds in practice; the export is a file, not a page. */
export const EXPORT_MESSAGES_PER_CONVERSATION = 100_000;
/** Exports per member and hour: each reads every conversation the member has. */
export const EXPORTS_PER_HOUR = 10;

/**
 * The member's own data, read through the same repositories the app uses, and nobody else's.
 * Fails with `rate_limited` (10 exports an hour) or `not_found`.
 */
export class ExportMemberData {
  constructor(
    private readonly deps: {
      members: MemberAccounts;
      conversations: Conversations;
      ledger: CreditLedger;
      blocks: Blocks;
      clock: Clock;
      photos: PhotoListing;
      rateLimiter: RateLimiter;
      likes: Likes;
      payments: Payments;
    },
  ) {}

  /** `photoUrl`: a stored photo's address for her (a public one under the cdn_prefix, a private one a signed link). */
  async run(memberId: MemberId, photoUrl: (file: string) => string): Promise<MemberExport> {
    await requireWithinLimit(this.deps.rateLimiter, `export:${memberId}`, EXPORTS_PER_HOUR, 3600, this.deps.clock.now());
    return this.collect(memberId, photoUrl);
  }

  /** The export without the member's hourly limit: support's GDPR export (decision 0079) reads the same file. */
  async collect(memberId: MemberId, photoUrl: (file: string) => string): Promise<MemberExport> {
    const now = this.deps.clock.now();
    const member = await this.deps.members.findById(memberId);
    if (!member) throw new DomainError('not_found');
    const p = member.profile;

    const photoPaths = (await this.deps.photos.listFor(memberId)).map((photo) => photo.filename);

    const conversations = [];
    for (const chat of await this.deps.conversations.listFor(memberId, now, { includeHidden: true })) {
      const messages = await this.deps.conversations.messagesFor(chat.id, memberId, EXPORT_MESSAGES_PER_CONVERSATION);
      conversations.push({
        id: chat.id,
        with_profile: { id: chat.profile.id, name: chat.profile.name },
        messages: messages.map((m) => ({ id: m.id, from_me: m.senderId === memberId, body: m.body, sent_at: m.sentAt.toISOString(), held: m.held })),
      });
    }

    return {
      format: 'hartslag-export/1',
      exported_at: now.toISOString(),
      account: {
        id: member.id,
        email: member.email,
        status: member.status,
        credits: member.credits,
        paid_user: member.paidUser,
        signup_date: member.signupDate.toISOString(),
        language: member.language,
        invisible: member.invisible,
        notifications_disabled: [...member.notificationsDisabled],
      },
      profile: {
        name: p.name,
        age: p.age,
        gender: p.gender,
        sexuality: p.sexuality,
        country: p.country,
        region: p.region,
        city: p.city,
        reason: p.reason,
        hair_colour: p.hairColour,
        eye_colour: p.eyeColour,
        body_type: p.bodyType,
        relationship_status: p.relationshipStatus,
        tattoos: p.tattoos,
        interests: [...p.interests],
        about: p.about,
        status: p.status,
      },
      photos: photoPaths.map((path) => ({ url: photoUrl(path) })),
      blocked_profiles: await this.deps.blocks.listBlockedBy(memberId),
      likes: {
        given: (await this.deps.likes.given(memberId, now)).map((profile) => ({ profile_id: profile.id, name: profile.name })),
        received: (await this.deps.likes.received(memberId, now)).map((like) => ({ profile_id: like.profile.id, name: like.profile.name })),
      },
      conversations,
      ledger: (await this.deps.ledger.entriesFor(memberId)).map((e) => ({ amount: e.amount, reason: e.reason, reference: e.reference ?? null, at: e.at.toISOString() })),
      payments: (await this.deps.payments.listForMember(memberId)).map((payment) => ({
        payment_id: payment.paymentId,
        credits: payment.credits,
        amount_cents: payment.amount,
        currency: payment.currency,
        method: payment.method,
        status: payment.status,
        discount_code: payment.discountCode,
        created_at: payment.createdAt.toISOString(),
        paid_at: payment.paidAt?.toISOString() ?? null,
      })),
    };
  }
}
