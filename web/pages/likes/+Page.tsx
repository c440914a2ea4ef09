import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useData } from 'vike-react/useData';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { LikesEmpty } from '../../components/likes/likes-empty';
import { LoadFailed } from '../../components/list-state';
import { LikesGrid } from '../../components/likes/likes-grid';
import { LikesHeader } from '../../components/likes/likes-header';
import { LikesTabs } from '../../components/likes/likes-tabs';
import { MatchCelebration } from '../../components/likes/match-celebration';
import { useRollbackToast } from '../../components/likes/use-rollback-toast';
import { Alert, Container } from '../../components/ui';
import { useErrorText } from '../../components/use-error-text';
import { useT } from '../../i18n/use-t';
import { LikesBoard, NO_LIKES } from '../../stores/likes-board';
import { useStore } from '../../stores/store-context';
import type { LikesData } from './+data';
import type { LikesTab } from './likes-tab';

/** SPEC §2: the likes she received, gave and the matches, a tab each, with the shortcuts to the swipe game and the finder. */
export default observer(function LikesPage() {
  const { tab, likes } = useData<LikesData>();
  const t = useT();
  const errorText = useErrorText();
  const store = useStore();
  // A new board for every answer of the server (a tab change fetches the lists again): its lists are the freshest.
  const board = useMemo(() => new LikesBoard(likes ?? NO_LIKES, store.endpoints, store.likePopup), [likes, store]);
  const lists: Readonly<Record<LikesTab, readonly ApiProfile[]>> = {
    received: board.likes.liked_by.map((like) => like.profile),
    given: board.likes.profiles,
    matches: board.likes.matches,
  };
  useRollbackToast(board.rolledBack);
  const counts = { received: lists.received.length, given: lists.given.length, matches: lists.matches.length };
  return (
    <Container>
      <LikesHeader />
      <LikesTabs tab={tab} counts={counts} />
      {board.justMatched && <MatchCelebration match={board.justMatched} onClose={() => board.dismissMatch()} />}
      {board.form.problem && <Alert $tone="danger" role="alert">{errorText(board.form.problem)}</Alert>}
      {!likes ? <LoadFailed text={t('likes.loadFailed')} /> : lists[tab].length === 0 ? <LikesEmpty tab={tab} /> : <LikesGrid board={board} tab={tab} profiles={lists[tab]} />}
    </Container>
  );
});
