import { ContainerModule } from 'inversify';
import { AnnounceLike } from '../../domain/likes/announce-like';
import { LikeMember } from '../../domain/likes/like-member';
import { ListLikes } from '../../domain/likes/list-likes';
import { NewLikesTotal } from '../../domain/likes/new-likes-total';
import { SeeLike } from '../../domain/likes/see-like';
import { SwipeStatus } from '../../domain/likes/swipe-status';
import { UnlikeMember } from '../../domain/likes/unlike-member';
import { PassMember } from '../../domain/likes/pass-member';
import { UndoPass } from '../../domain/likes/undo-pass';
import { SwipeDeck } from '../../domain/likes/swipe-deck';
import { FindMatches } from '../../domain/likes/find-matches';
import { ReadLikeState } from '../../domain/likes/like-state';
import { OpenProfile } from '../../domain/likes/open-profile';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const L = USE_CASES.likes;

/** Issue 10; SPEC §3, §4, §9: likes, matches, new likes and the swipe game's daily cap. */
export const likesModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, L.likeMember, (d) => new LikeMember(d), { likes: P.likes, members: P.members, clock: P.clock, events: P.events, rateLimiter: P.rateLimiter });
  bindUseCase(bind, L.unlikeMember, (d) => new UnlikeMember(d), { likes: P.likes });
  bindUseCase(bind, L.listLikes, (d) => new ListLikes(d), { likes: P.likes, clock: P.clock });
  bindUseCase(bind, L.announceLike, (d) => new AnnounceLike(d), { likes: P.likes, clock: P.clock });
  bindUseCase(bind, L.seeLike, (d) => new SeeLike(d), { likes: P.likes });
  bindUseCase(bind, L.newLikesTotal, (d) => new NewLikesTotal(d), { likes: P.likes });
  bindUseCase(bind, L.swipeStatus, (d) => new SwipeStatus(d), { likes: P.likes, members: P.members, clock: P.clock });
  bindUseCase(bind, L.swipeDeck, (d) => new SwipeDeck(d), { likes: P.likes, members: P.members, cities: P.cityPositions, clock: P.clock });
  bindUseCase(bind, L.passMember, (d) => new PassMember(d), { likes: P.likes, clock: P.clock });
  bindUseCase(bind, L.undoPass, (d) => new UndoPass(d), { likes: P.likes });
  bindUseCase(bind, L.likeState, (d) => new ReadLikeState(d), { likes: P.likes });
  bindUseCase(bind, L.openProfile, (d) => new OpenProfile(d), { openings: P.profileOpenings, clock: P.clock });
  bindUseCase(bind, L.findMatches, (d) => new FindMatches(d), {
    profileSearch: P.profileSearch,
    likes: P.likes,
    members: P.members,
    cities: P.cityPositions,
    clock: P.clock,
  });
});
