import { Search } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { SwipeGame } from '../../stores/swipe-game';
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

/** No card left: the last pass can still come back, and the search goes on where the game ends. */
export const SwipeEmpty = observer(function SwipeEmpty({ game }: { game: SwipeGame }) {
  const t = useT();
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
