import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { SwipeGame } from '../../stores/swipe-game';
import { Alert } from '../ui';
import { useErrorText } from '../use-error-text';

const Allowance = styled.p`
  margin: 0;
  text-align: center;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Above the card: today's likes left (SPEC §9: 4 for a free member), what went wrong, and the day's cap once reached. */
export const SwipeStatus = observer(function SwipeStatus({ game }: { game: SwipeGame }) {
  const t = useT();
  const errorText = useErrorText();
  const { allowance, problem } = game;
  return (
    <>
      <Allowance aria-live="polite">{allowance.remaining === null ? t('swipe.unlimited') : t('swipe.remaining', { count: allowance.remaining })}</Allowance>
      {problem && problem.code !== 'swipe_limit' && (
        <Alert $tone="danger" role="alert">
          {problem.action === 'undoPass' && problem.code === 'not_found' ? t('swipe.undoGone') : errorText(problem)}
        </Alert>
      )}
      {game.capReached && (
        <Alert $tone="warning" role="status">
          {t('likes.swipeLimit')}
        </Alert>
      )}
    </>
  );
});
