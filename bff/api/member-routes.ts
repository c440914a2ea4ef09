import { Router, type RequestHandler } from 'express';
import { visitorsMaySearch } from '../../domain/search/visitor-search';
import { DomainError } from '../../domain/shared/domain-error';
import { memberId } from '../../domain/shared/ids';
import type { AppDependencies } from '../app-dependencies';
import { AUTHENTICATION_REQUIRED } from '../contract/api-types';
import { profileQuery, searchQuery } from '../contract/requests';
import { profileViewOf } from '../profile-view';
import { parseInput } from '../http/input-error';
import { contextOf } from '../http/request-context';
import { profilesOf, toApiSearchPage } from '../presenters';
import { searchCriteriaFrom } from './search-criteria-from-query';

const membersOrVisitorsAllowed: RequestHandler = (_req, res, next) => {
  const context = contextOf(res);
  if (context.memberId === undefined && !visitorsMaySearch(context.settings, context.trafficSource)) {
    res.status(403).json({ error: AUTHENTICATION_REQUIRED });
    return;
  }
  next();
};

/** Member search and one profile. */
export function memberRoutes(deps: Pick<AppDependencies, 'search' | 'profiles' | 'likes' | 'accounts' | 'privateMedia' | 'visitors' | 'clock'>): Router {
  const router = Router();

  router.get('/members.php', membersOrVisitorsAllowed, async (req, res) => {
    const query = parseInput(searchQuery, req.query);
    const me = contextOf(res).memberId;
    // A member's cards say how far away each lives from her city (issue 27): her place is read beside the search.
    const [page, viewer] = await Promise.all([deps.search.searchMembers.run(searchCriteriaFrom(query), me, query.similar_page), me === undefined ? undefined : deps.accounts.currentMember.find(me)]);
    const distanceTo = viewer ? deps.search.cardDistances.from(viewer.profile) : undefined;
    res.json(toApiSearchPage(page, await deps.profiles.onlineAmong.run(profilesOf(page).map((p) => p.id)), distanceTo));
  });

  router.get('/profile.php', membersOrVisitorsAllowed, async (req, res) => {
    const { id } = parseInput(profileQuery, req.query);
    const me = contextOf(res).memberId;
    const [profile, viewer] = await Promise.all([deps.profiles.viewProfile.run(memberId(id), me), me === undefined ? undefined : deps.accounts.currentMember.find(me)]);
    if (!profile) throw new DomainError('not_found', { field: 'id' });
    // Issue 27: a member who opens a profile through the API is among its owner's visitors (unless invisible).
    const [view] = await Promise.all([profileViewOf(deps, profile, viewer), viewer ? deps.visitors.recordProfileView.run(viewer, profile.id) : undefined]);
    res.json(view);
  });

  return router;
}
