import { isDomainError } from '../domain/shared/domain-error';
import { conversationId, memberId } from '../domain/shared/ids';
import type { AppDependencies } from './app-dependencies';
import type { PageServices } from './contract/page-services';
import { publicSettingsOf } from './contract/public-settings';
import type { RequestContext } from './http/request-context';
import { visitorsMaySearch } from '../domain/search/visitor-search';
import { searchCriteriaFrom } from './api/search-criteria-from-query';
import { matchChoiceFrom } from './api/match-choice-from-query';
import { matchFinderQuery } from './contract/like-requests';
import { parseInput } from './http/input-error';
import { toApiEmailSettings } from './api/notification-routes';
import { unsubscribeQuery } from './contract/unsubscribe-requests';
import { discountCodeQuery } from './contract/payment-requests';
import { profileScreenOf, profileViewOf } from './profile-view';
import { timeBonusEndsAt, windowOpen } from '../domain/discounts/time-bonus';
import { toApiCreditOffer, toApiDiscountCode, toApiPayment, toApiSandboxCheckout } from './payment-presenters';
import { profilesOf, toApiPhoto, toApiChat, toApiConversation, toApiLikes, toApiProfile, toApiProfileTeaser, toApiSearchPage, toApiSwipeCard, toApiUser, toApiVisitors } from './presenters';

const unlessNotFound = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await work();
  } catch (error) {
    if (isDomainError(error) && error.code === 'not_found') return undefined;
    throw error;
  }
};

/**
 * The narrow, request-bound services the page hooks (+data) call on the server. Same use cases as /api. `locale`: the
 * page's (SPEC §4, resolveLocale), which the settings' texts are given in.
 */
export async function pageServicesFor(deps: AppDependencies, context: RequestContext, locale?: string): Promise<PageServices> {
  const me = context.memberId;
  const member = me === undefined ? undefined : await deps.accounts.currentMember.find(me);
  const anonymousRefused = () => new Error('authentication required');
  const mayBrowse = me !== undefined || visitorsMaySearch(context.settings, context.trafficSource);
  return {
    // Serialised into every page's state: the browser's part only (bff/contract/public-settings.ts).
    settings: publicSettingsOf(context.settings, locale),
    visitor: { traffic_source: context.trafficSource },
    mayBrowseMembers: mayBrowse,
    user: member ? toApiUser(member, context.settings) : null,
    now: deps.clock.now().getTime(),
    regions: deps.regions,
    async search(query, cards) {
      if (!mayBrowse) throw anonymousRefused();
      const page = await deps.search.searchMembers.run(searchCriteriaFrom(query), me, query.similar_page);
      const distanceTo = member && cards?.distance ? deps.search.cardDistances.from(member.profile) : undefined;
      return toApiSearchPage(page, await deps.profiles.onlineAmong.run(profilesOf(page).map((p) => p.id)), distanceTo);
    },
    async joinedThisWeek(query) {
      if (!mayBrowse) throw anonymousRefused();
      const { page: _page, ...criteria } = searchCriteriaFrom(query);
      return deps.search.searchMembers.joinedThisWeek(criteria, me);
    },
    async ownPhotos() {
      if (me === undefined) throw anonymousRefused();
      const paths = deps.privateMedia.pathsFor(me);
      return (await deps.profiles.listPhotos.run(me)).map((photo) => toApiPhoto(photo, paths));
    },
    async rejectedPhotos() {
      if (me === undefined) throw anonymousRefused();
      return (await deps.profiles.listRejectedPhotos.run(me)).map((review) => ({ id: review.id, reason: review.reason!, rejected_at: review.reviewedAt!.toISOString() }));
    },
    async profileTeaser(id) {
      const profile = await deps.profiles.viewProfile.run(memberId(id), undefined);
      return profile ? toApiProfileTeaser(profile) : undefined;
    },
    async profile(id) {
      if (!mayBrowse) return undefined;
      if (member) {
        // A member: the profile, its photos and the like in one read (clearing the like's new), then related profiles.
        const opened = await deps.likes.openProfile.run(memberId(id), member);
        return opened ? { ...(await profileScreenOf(deps, opened, member)), like: opened.like } : undefined;
      }
      const profile = await deps.profiles.viewProfile.run(memberId(id), me);
      return profile ? { ...(await profileViewOf(deps, profile, member)), like: null } : undefined;
    },
    async blockedProfile(id) {
      if (me === undefined) return undefined;
      const profile = await deps.privacy.viewBlockedProfile.run(me, memberId(id));
      return profile ? { id: profile.id, name: profile.name } : undefined;
    },
    async counts() {
      if (me === undefined) return { unread_messages: 0, new_likes: 0, new_visitors: 0 };
      const totals = await deps.chat.badgeCounts.run(me);
      return { unread_messages: totals.unreadMessages, new_likes: totals.newLikes, new_visitors: totals.newVisitors };
    },
    async timeBonus() {
      const now = deps.clock.now();
      if (!member || member.paidUser || !windowOpen(timeBonusEndsAt(member.signupDate), now)) return null;
      const active = await deps.discounts.resolveDiscount.activeFor(member, context.settings.domain);
      return active ? toApiDiscountCode(active, now) : null;
    },
    async chats() {
      if (me === undefined) throw anonymousRefused();
      return (await deps.chat.listChats.run(me)).map(toApiChat);
    },
    async conversation(id) {
      if (me === undefined) throw anonymousRefused();
      const view = await unlessNotFound(() => deps.chat.readConversation.run(me, conversationId(id)));
      return view ? toApiConversation(view, deps.privateMedia.pathsFor(me)) : undefined;
    },
    async openChat(profileId) {
      if (me === undefined) throw anonymousRefused();
      try {
        return { id: (await deps.chat.openConversation.run(me, memberId(profileId))).id };
      } catch (error) {
        if (isDomainError(error) && (error.code === 'conversation_limit' || error.code === 'blocked')) return { refused: error.code };
        if (isDomainError(error) && (error.code === 'not_found' || error.code === 'invalid_input')) return undefined;
        throw error;
      }
    },
    async likeState(id) {
      return me === undefined ? null : deps.likes.likeState.run(me, memberId(id));
    },
    async likes() {
      if (me === undefined) throw anonymousRefused();
      return toApiLikes(await deps.likes.listLikes.run(me));
    },
    async visitors() {
      if (me === undefined) throw anonymousRefused();
      return toApiVisitors(await deps.visitors.listVisitors.run(me));
    },
    async emailSettings() {
      if (me === undefined) throw anonymousRefused();
      return toApiEmailSettings(await deps.emailSettings.read.run(me));
    },
    async unsubscribeLink(token) {
      if (!unsubscribeQuery.safeParse({ token }).success) return null;
      try {
        const view = await deps.unsubscribe.openLink.run(token);
        return { topic: view.topic, already_stopped: view.alreadyStopped };
      } catch (error) {
        if (isDomainError(error) && error.code === 'link_invalid') return null;
        throw error;
      }
    },
    async swipeGame() {
      if (me === undefined) throw anonymousRefused();
      const [swipe, deck] = await Promise.all([deps.likes.swipeStatus.run(me), deps.likes.swipeDeck.cards(me)]);
      return { swipe, profiles: deck.map(toApiSwipeCard) };
    },
    async findMatches(choice) {
      if (me === undefined) throw anonymousRefused();
      const found = await deps.likes.findMatches.run(me, matchChoiceFrom(parseInput(matchFinderQuery, choice)));
      return found.map((match) => ({ profile: toApiProfile(match.profile), distance_km: match.distanceKm ?? null }));
    },
    async creditOffer() {
      return toApiCreditOffer(await deps.payments.offerCredits.run(me, context.settings.domain), deps.clock.now());
    },
    async checkDiscountCode(query) {
      if (me === undefined) throw anonymousRefused();
      // A code the address carries is checked as a typed one: its form first (the same words as the API's 400 would be).
      const parsed = discountCodeQuery.safeParse(query);
      if (!parsed.success || parsed.data.code === undefined) return { error: 'code_invalid', field: 'discount_code' };
      const { code, bundle_id, method } = parsed.data;
      try {
        const applied = await deps.discounts.resolveDiscount.check({ memberId: me, domain: context.settings.domain, code, bundleId: bundle_id, method });
        return toApiDiscountCode(applied, deps.clock.now());
      } catch (error) {
        if (isDomainError(error) && error.code.startsWith('code_')) return { error: error.code, field: 'discount_code' };
        if (isDomainError(error) && error.code === 'not_found') return { error: 'code_invalid', field: 'discount_code' };
        throw error;
      }
    },
    async payment(paymentId) {
      if (me === undefined) throw anonymousRefused();
      const payment = await unlessNotFound(() => deps.payments.memberPayments.one(me, paymentId));
      return payment ? toApiPayment(payment) : undefined;
    },
    async transactions() {
      if (me === undefined) throw anonymousRefused();
      return (await deps.payments.memberPayments.all(me)).map(toApiPayment);
    },
    async lastOrder() {
      if (me === undefined) throw anonymousRefused();
      const last = await deps.payments.memberPayments.lastCompleted(me);
      return last ? toApiPayment(last) : undefined;
    },
    async sandboxCheckout(ref) {
      if (me === undefined) throw anonymousRefused();
      const checkout = await unlessNotFound(() => deps.payments.sandboxCheckout.view(me, ref));
      return checkout ? toApiSandboxCheckout(checkout) : undefined;
    },
  };
}
