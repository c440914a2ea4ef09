import { CloudOff, Search } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled, { keyframes } from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { SwipeGame } from '../../stores/swipe-game';
import { ListError } from '../list-state';
import { ButtonLink, Card } from '../ui';
import { Controls, UndoPassButton } from './swipe-controls';

const Empty = styled(Card)`
  text-align: center;
  padding: 48px 24px;
  color: ${(p) => p.theme.colors.textMuted};
  p {
    margin: 0 0 16px;
  }
`;

const shimmer = keyframes`from { background-position: -200px 0; } to { background-position: 200px 0; }`;

/** Where the next card will be while the deck is dealt again: the card's shape, shimmering. */
const CardBone = styled.div`
  width: 100%;
  aspect-ratio: 4 / 5;
  border-radius: ${(p) => p.theme.radius.panel};
  background: linear-gradient(90deg, ${(p) => p.theme.colors.skeleton} 0, ${(p) => p.theme.colors.skeletonShine} 40px, ${(p) => p.theme.colors.skeleton} 80px)
    ${(p) => p.theme.colors.skeleton};
  background-size: 400px 100%;
  animation: ${shimmer} 1.2s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * No card left: its skeleton while new ones are dealt, a way to try again when that failed; else the last pass can
 * still come back, and the search goes on where the game ends.
 */
export const SwipeEmpty = observer(function SwipeEmpty({ game }: { game: SwipeGame }) {
  const t = useT();
  if (game.dealing) return <CardBone role="status" aria-busy="true" aria-label={t('swipe.dealing')} />;
  if (game.refillFailed) return <ListError icon={CloudOff} text={t('swipe.refillFailed')} retry={t('error.tryAgain')} onRetry={() => void game.reload()} />;
  return (
    <Empty>
      <p>{t('swipe.empty')}</p>
      {game.lastPassed && (
        <Controls>
          <UndoPassButton game={game} />
        </Controls>
      )}
      <ButtonLink href="/members">
        <Search size={20} aria-hidden="true" />
        {t('swipe.emptyCta')}
      </ButtonLink>
    </Empty>
  );
});
