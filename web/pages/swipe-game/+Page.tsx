import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useData } from 'vike-react/useData';
import { SwipeControls } from '../../components/likes/swipe-controls';
import { SwipeEmpty } from '../../components/likes/swipe-empty';
import { SwipeHint } from '../../components/likes/swipe-hint';
import { SwipeMatchDialog } from '../../components/likes/swipe-match-dialog';
import { SwipeStage } from '../../components/likes/swipe-stage';
import { SwipeStatus } from '../../components/likes/swipe-status';
import { SwipeTopCard } from '../../components/likes/swipe-top-card';
import { useRollbackToast } from '../../components/likes/use-rollback-toast';
import { useSwipeKeys } from '../../components/likes/use-swipe-keys';
import { Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { SwipeGame } from '../../stores/swipe-game';
import { useStore } from '../../stores/store-context';
import type { SwipeGameData } from './+data';

/** The swipe game (issue 10): one card at a time, like or pass, by hand, button or key; a match opens the next step. */
export default observer(function SwipeGamePage() {
  const data = useData<SwipeGameData>();
  const store = useStore();
  const t = useT();
  const game = useMemo(() => new SwipeGame(data, store.endpoints, store.likePopup), [data, store]);
  useSwipeKeys(game);
  useRollbackToast(game.rolledBack);
  return (
    <Container>
      <PageTitle>{t('swipe.title')}</PageTitle>
      {/* Busy while a like is on its way: its answer (a match?) is still to come. */}
      <SwipeStage aria-busy={game.busy} data-testid="swipe-stage">
        <SwipeStatus game={game} />
        {game.current ? (
          <>
            <SwipeTopCard game={game} />
            <SwipeControls game={game} />
            <SwipeHint game={game} />
          </>
        ) : (
          <SwipeEmpty game={game} />
        )}
      </SwipeStage>
      <SwipeMatchDialog game={game} />
    </Container>
  );
});
