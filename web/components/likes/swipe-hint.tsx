import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { SwipeGame } from '../../stores/swipe-game';

const Hint = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${(p) => p.theme.font.size.caption};
  color: ${(p) => p.theme.colors.textMuted};
  kbd {
    padding: 1px 6px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.tiny};
    background: ${(p) => p.theme.colors.surface};
    font-family: inherit;
  }
`;

/** The game's keys in words (useSwipeKeys); Backspace while there is a pass to take back. */
export const SwipeHint = observer(function SwipeHint({ game }: { game: SwipeGame }) {
  const t = useT();
  return (
    <Hint>
      {t('swipe.keysBefore')} <kbd>←</kbd> {t('swipe.keysPass')} · <kbd>→</kbd> {t('swipe.keysLike')} · <kbd>Enter</kbd> {t('swipe.keysOpen')}
      {game.lastPassed && (
        <>
          {' · '}
          <kbd>⌫</kbd> {t('swipe.keysUndo')}
        </>
      )}
    </Hint>
  );
});
