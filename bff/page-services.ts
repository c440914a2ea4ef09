import { isDomainError } from '../domain/shared/domain-error';
import { conversationId, memberId } from '../domain/shared/ids';
import type { AppDependencies } from './app-dependencies';
import type { PageServices } from './contract/page-services';
import type { RequestContext } from './http/request-context';
import { visitorsMaySearch } from '../domain/search/visitor-search';
import { searchCriteriaFrom } from './api/search-criteria-from-query';
import { matchChoiceFrom } from './api/match-choice-from-query';
import { matchFinderQuery } from './contract/like-requests';
import { parseInput } from './http/input-error';
import { toApiChat, toApiConversation, toApiLikes, toApiProfile, toApiProfileTeaser, toApiSearchPage, toApiUser } from './presenters';

const unlessNotFound = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await work();
  } catch (error) {
    if (isDomainError(error) && error.code === 'not_found') return undefined;
    throw error;
  }
};

/** The narrow, request-bound services the page hooks (+data) call on the server. Same use cases as /api. */
export async function pageServicesFor(deps: AppDependencies, context: RequestContext): Promise<PageServices> {
  const me = context.memberId;
  const member = me === undefined ? undefined : await deps.accounts.currentMember.find(me);
  const anonymousRefused = () => new Error('authentication required');
  const mayBrowse = me !== undefined || visitorsMaySearch(context.settings, context.trafficSource);
  return {
    settings: context.settings,
    visitor: { traffic_source: context.trafficSource },
    mayBrowseMembers: mayBrowse,
    user: member ? toApiUser(member, context.settings) : null,
    regions: deps.regions,
    async search(query) {
      if (!mayBrowse) throw anonymousRefused();
      const page = await deps.search.searchMembers.run(searchCriteriaFrom(query), me);
      return toApiSearchPage(page, await deps.profiles.onlineAmong.run(page.profiles.map((p) => p.id)));
    },
    async profileTeaser(id) {
      const profile = await deps.profiles.viewProfile.run(memberId(id), undefined);
      return profile ? toApiProfileTeaser(profile) : undefined;
    },
    async profile(id) {
      if (!mayBrowse) return undefined;
      const profile = await deps.profiles.viewProfile.run(memberId(id), me);
      // SPEC §4: opening the profile of someone who liked me clears that like's like_new.
      if (!profile) return undefined;
      if (me !== undefined) await deps.likes.seeLike.run(me, profile.id);
      const online = await deps.profiles.onlineAmong.run([profile.id]);
      return { ...toApiProfile(profile), online: online.has(profile.id) };
    },
    async counts() {
      if (me === undefined) return { unread_messages: 0, new_likes: 0 };
      const [unread, newLikes] = await Promise.all([deps.chat.unreadTotal.run(me), deps.likes.newLikesTotal.run(me)]);
      return { unread_messages: unread, new_likes: newLikes };
    },
    async chats() {
      if (me === undefined) throw anonymousRefused();
      return (await deps.chat.listChats.run(me)).map(toApiChat);
    },
    async conversation(id) {
      if (me === undefined) throw anonymousRefused();
      const view = await unlessNotFound(() => deps.chat.readConversation.run(me, conversationId(id)));
      return view ? toApiConversation(view) : undefined;
    },
    async likeState(id) {
      return me === undefined ? null : deps.likes.likeState.run(me, memberId(id));
    },
    async likes() {
      if (me === undefined) throw anonymousRefused();
      return toApiLikes(await deps.likes.listLikes.run(me));
    },
    async swipeGame() {
      if (me === undefined) throw anonymousRefused();
      const [swipe, deck] = await Promise.all([deps.likes.swipeStatus.run(me), deps.likes.swipeDeck.run(me)]);
      return { swipe, profiles: deck.map(toApiProfile) };
    },
    async findMatches(choice) {
      if (me === undefined) throw anonymousRefused();
      const found = await deps.likes.findMatches.run(me, matchChoiceFrom(parseInput(matchFinderQuery, choice)));
      return found.map((match) => ({ profile: toApiProfile(match.profile), distance_km: match.distanceKm ?? null }));
    },
  };
}
