import { Router } from 'express';
import { memberId } from '../../domain/shared/ids';
import type { AppDependencies } from '../app-dependencies';
import type { ApiLikeResult } from '../contract/api-types';
import { autoLikeQuery, likeBody, matchFinderQuery, passBody, unlikeBody } from '../contract/like-requests';
import { matchChoiceFrom } from './match-choice-from-query';
import { parseInput } from '../http/input-error';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';
import { toApiLikes, toApiProfile, toApiSwipeCard } from '../presenters';

type Deps = Pick<AppDependencies, 'likes' | 'profiles' | 'clock'>;

/** Likes, matches, the "New like!" popup and the swipe game's allowance (docs/api.md "Likes and matches"). */
export function likeRoutes(deps: Deps): Router {
  const router = Router();
  const { likes } = deps;
  router.use(['/likes.php', '/like.php', '/auto-like.php', '/swipe.php', '/swipe-pass.php', '/swipe-undo.php', '/match-finder.php'], requireMember);

  router.get('/likes.php', async (_req, res) => {
    res.json(toApiLikes(await likes.listLikes.run(contextOf(res).memberId!)));
  });

  router.post('/like.php', async (req, res) => {
    const { profile_id, via } = parseInput(likeBody, req.body);
    const me = contextOf(res).memberId!;
    const liked = memberId(profile_id);
    const result = await likes.likeMember.run(me, liked, via);
    const match = result.match ? await deps.profiles.viewProfile.run(liked, me) : undefined;
    const body: ApiLikeResult = { liked: true, match: match ? toApiProfile(match) : null, swipe: result.swipe };
    res.status(201).json(body);
  });

  // DELETE bodies are dropped by some proxies and clients: the query may carry profile_id too.
  router.delete('/like.php', async (req, res) => {
    const { profile_id } = parseInput(unlikeBody, { ...req.query, ...(req.body as object | undefined) });
    await likes.unlikeMember.run(contextOf(res).memberId!, memberId(profile_id));
    res.json({ ok: true });
  });

  // SPEC §7: a profile (id, main_image) — the newest real like not shown yet — or nothing.
  router.get('/auto-like.php', async (req, res) => {
    const { profile_id } = parseInput(autoLikeQuery, req.query);
    const profile = await likes.announceLike.run(contextOf(res).memberId!, profile_id === undefined ? undefined : memberId(profile_id));
    res.set('Cache-Control', 'no-store');
    res.json({ profile: profile ? toApiProfile(profile) : null });
  });

  // The swipe game: today's allowance and the next profiles.
  router.get('/swipe.php', async (_req, res) => {
    const me = contextOf(res).memberId!;
    const [swipe, deck] = await Promise.all([likes.swipeStatus.run(me), likes.swipeDeck.cards(me)]);
    res.set('Cache-Control', 'no-store');
    res.json({ swipe, profiles: deck.map(toApiSwipeCard) });
  });

  router.post('/swipe-pass.php', async (req, res) => {
    const { profile_id } = parseInput(passBody, req.body);
    await likes.passMember.run(contextOf(res).memberId!, memberId(profile_id));
    res.json({ ok: true });
  });

  // Issue 27 (decision 0068): her last pass taken back, free; 404 when the profile is not her last swipe or a pass.
  router.post('/swipe-undo.php', async (req, res) => {
    const { profile_id } = parseInput(passBody, req.body);
    await likes.undoPass.run(contextOf(res).memberId!, memberId(profile_id));
    res.json({ ok: true });
  });

  router.get('/match-finder.php', async (req, res) => {
    const query = parseInput(matchFinderQuery, req.query);
    const found = await likes.findMatches.run(contextOf(res).memberId!, matchChoiceFrom(query));
    res.json({ matches: found.map((match) => ({ profile: toApiProfile(match.profile), distance_km: match.distanceKm ?? null })) });
  });

  return router;
}
