import { MessageCircle } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { navigate } from 'vike/client/router';
import { useT } from '../../i18n/use-t';
import type { SwipeGame } from '../../stores/swipe-game';
import { Dialog } from '../signup/dialog';
import { Button } from '../ui';

const MatchBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xl};
    color: ${(p) => p.theme.colors.primary};
  }
  p {
    margin: 0;
  }
`;

/** A like that made a match: the next step is the message (or on with the game). */
export const SwipeMatchDialog = observer(function SwipeMatchDialog({ game }: { game: SwipeGame }) {
  const t = useT();
  if (!game.match) return null;

  async function startConversation() {
    const conversation = await game.startConversation();
    if (conversation !== undefined) await navigate(`/chats/${conversation}`);
  }

  return (
    <Dialog labelledBy="swipe-match-title" closeLabel={t('swipe.matchLater')} onClose={() => game.dismissMatch()} width={400}>
      <MatchBody>
        <h2 id="swipe-match-title">{t('likes.popup.matchTitle')}</h2>
        <p>{t('likes.matched', { name: game.match.name })}</p>
        <Button type="button" $block onClick={() => void startConversation()} disabled={game.starting} aria-busy={game.starting}>
          <MessageCircle size={18} aria-hidden="true" />
          {t('swipe.matchMessage')}
        </Button>
        <Button type="button" $variant="ghost" $block onClick={() => game.dismissMatch()}>
          {t('swipe.matchLater')}
        </Button>
      </MatchBody>
    </Dialog>
  );
});
