import type { MemberAccounts } from '../accounts/ports';
import type { EventBus } from '../realtime/live-event';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { requireWithinLimit, type RateLimiter } from '../shared/rate-limiter';
import { noticeOfLike } from '../notifications/member-notice';
import type { LikeVia, Likes } from './ports';
import { swipeAllowance, swipeCapFor, swipeDay, type SwipeAllowance } from './swipe-cap';

/** Likes a member may give an hour, however given: a person never meets it, a script does. */
export const LIKES_PER_HOUR = 300;

export interface LikeResult {
  /** The like made (or already was) a match: both liked each other. */
  readonly match: boolean;
  /** The swipe game's allowance after this like; for a like given on a profile, today's allowance as it stands. */
  readonly swipe: SwipeAllowance;
}

/**
 * A member likes a profile (issue 10). Liking twice keeps one like. A mutual like is a match. Only profiles the
 * member may see can be liked: not her own, not a member blocked either way, deleted, disabled, unconfirmed or
 * invisible. In the swipe game a free member has 4 likes a day (SPEC §9), counted before the like is stored.
 * After the like is stored the liked member is told (`like`), and on a match both are (`match`) — unless the liker
 * has not confirmed her email yet: her profile is hidden until then, so there is nothing to show.
 * Fails with `invalid_input` (field `profile_id`, yourself), `not_found` (field `profile_id`), `swipe_limit`,
 * `rate_limited`.
 */
export class LikeMember {
  constructor(private readonly deps: { likes: Likes; members: MemberAccounts; clock: Clock; events: EventBus; rateLimiter: RateLimiter }) {}

  async run(liker: MemberId, target: MemberId, via: LikeVia): Promise<LikeResult> {
    if (liker === target) throw new DomainError('invalid_input', { field: 'profile_id', message: 'self' });
    const now = this.deps.clock.now();
    await requireWithinLimit(this.deps.rateLimiter, `likes-hour:${liker}`, LIKES_PER_HOUR, 3600, now);
    const member = await this.deps.members.findById(liker);
    if (!member || member.status === 'deleted') throw new DomainError('not_found');
    if (!(await this.deps.likes.isLikeable(liker, target))) throw new DomainError('not_found', { field: 'profile_id' });

    const cap = swipeCapFor(member);
    const day = swipeDay(now);
    // The liked member hears of it while away (decision 0055): one notice, a match when she liked the liker already.
    const notice = (match: boolean) => (member.status === 'active' ? ({ kind: 'notice', notice: noticeOfLike(liker, target, match) } as const) : undefined);
    const outcome = await this.deps.likes.add({ liker, liked: target, via, at: now }, via === 'swipe' ? { day, cap } : undefined, notice);
    if (outcome.kind === 'cap_reached') throw new DomainError('swipe_limit', { details: { limit: cap ?? 0 } });

    if (outcome.kind === 'liked' && member.status === 'active') {
      await this.deps.events.publish(target, { type: 'like', from: liker });
      if (outcome.match) {
        await this.deps.events.publish(target, { type: 'match', with: liker });
        await this.deps.events.publish(liker, { type: 'match', with: target });
      }
    }
    const used = await this.deps.likes.swipeLikesOn(liker, day);
    return { match: outcome.match, swipe: swipeAllowance(cap, used) };
  }
}
