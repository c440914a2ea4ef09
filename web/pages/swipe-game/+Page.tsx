import { Heart, Info, MessageCircle, Search, Undo2, X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { navigate } from 'vike/client/router';
import { useData } from 'vike-react/useData';
import { SwipeCard } from '../../components/likes/swipe-card';
import { Dialog } from '../../components/signup/dialog';
import { Alert, Button, ButtonLink, Card, Container, PageTitle } from '../../components/ui';
import { useErrorText } from '../../components/use-error-text';
import { useT } from '../../i18n/use-t';
import { SwipeGame } from '../../stores/swipe-game';
import { useStore } from '../../stores/store-context';
import type { SwipeGameData } from './+data';

const Stage = styled.div`
  max-width: 420px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
`;

const Allowance = styled.p`
  margin: 0;
  text-align: center;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  button,
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    box-shadow: ${(p) => p.theme.shadow.card};
    cursor: pointer;
    transition: transform 150ms ease;
    &:hover:not(:disabled) {
      transform: scale(1.06);
    }
    &:focus-visible {
      outline: 3px solid ${(p) => p.theme.colors.focus};
      outline-offset: 2px;
    }
    &:disabled {
      opacity: 0.45;
      cursor: not-allowed;
    }
  }
  .pass {
    width: 64px;
    height: 64px;
    color: ${(p) => p.theme.colors.text};
  }
  .info,
  .undo {
    width: 48px;
    height: 48px;
    color: ${(p) => p.theme.colors.secondaryStrong};
  }
  .like {
    width: 72px;
    height: 72px;
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
`;

const Hint = styled.p`
  margin: 0;
  text-align: center;
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
  kbd {
    padding: 1px 6px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 4px;
    background: ${(p) => p.theme.colors.surface};
    font-family: inherit;
  }
`;

const Empty = styled(Card)`
  text-align: center;
  padding: 48px 24px;
  color: ${(p) => p.theme.colors.textMuted};
  p {
    margin: 0 0 16px;
  }
`;

const MatchBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  text-align: center;
  h2 {
    margin: 0;
    font-size: 26px;
    color: ${(p) => p.theme.colors.primary};
  }
  p {
    margin: 0;
  }
`;

export default observer(function SwipeGamePage() {
  const data = useData<SwipeGameData>();
  const store = useStore();
  const t = useT();
  const errorText = useErrorText();
  const game = useMemo(() => new SwipeGame(data, store.endpoints, store.likePopup), [data, store]);
  const profile = game.current;
  const settings = store.settings.settings;

  // The keyboard's way through the game (issue 10): ← passes, → likes, Enter opens the profile, Backspace brings back
  // the last pass (issue 27).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (game.match || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.closest('input, textarea, select, [role="dialog"]') || (event.key === 'Enter' && target.closest('a, button')))) return;
      if (event.key === 'Backspace') {
        if (game.canUndo) {
          event.preventDefault();
          void game.undoPass();
        }
        return;
      }
      const current = game.current;
      if (!current) return;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        void game.like();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        void game.pass();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        void navigate(`/members/${current.id}`);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [game]);

  async function startConversation() {
    const conversation = await game.startConversation();
    if (conversation !== undefined) await navigate(`/chats/${conversation}`);
  }

  const allowance = game.allowance;
  const undo = game.lastPassed && (
    <button type="button" className="undo" onClick={() => void game.undoPass()} disabled={!game.canUndo} aria-label={t('swipe.undoLabel', { name: game.lastPassed.name })} title={t('swipe.undoLabel', { name: game.lastPassed.name })}>
      <Undo2 size={24} aria-hidden="true" />
    </button>
  );
  return (
    <Container>
      <PageTitle>{t('swipe.title')}</PageTitle>
      <Stage>
        <Allowance aria-live="polite">
          {allowance.remaining === null ? t('swipe.unlimited') : t('swipe.remaining', { count: allowance.remaining })}
        </Allowance>
        {game.problem && game.problem.code !== 'swipe_limit' && (
          <Alert $tone="danger" role="alert">
            {game.problem.action === 'undoPass' && game.problem.code === 'not_found' ? t('swipe.undoGone') : errorText(game.problem)}
          </Alert>
        )}
        {game.capReached && (
          <Alert $tone="warning" role="status">
            {t('likes.swipeLimit')}
          </Alert>
        )}
        {profile ? (
          <>
            <SwipeCard
              key={profile.id}
              profile={profile}
              imageUrl={(path) => store.settings.imageUrl(path)}
              fictional={{ label: settings.fictional_singular, warning: settings.fictional_warning }}
              words={{ like: t('swipe.like'), pass: t('swipe.pass'), from: (city) => city }}
              distance={profile.distance ? t('swipe.distance', { km: profile.distance.km, under: profile.distance.under ? 'yes' : 'no' }) : undefined}
              onLike={() => void game.like()}
              onPass={() => void game.pass()}
            />
            <Controls>
              {undo}
              <button type="button" className="pass" onClick={() => void game.pass()} aria-label={t('swipe.passLabel', { name: profile.name })}>
                <X size={30} aria-hidden="true" />
              </button>
              <a className="info" href={`/members/${profile.id}`} aria-label={t('swipe.viewLabel', { name: profile.name })}>
                <Info size={24} aria-hidden="true" />
              </a>
              <button type="button" className="like" onClick={() => void game.like()} disabled={game.busy || game.capReached} aria-label={t('swipe.likeLabel', { name: profile.name })}>
                <Heart size={32} fill="currentColor" aria-hidden="true" />
              </button>
            </Controls>
            <Hint>
              {t('swipe.keysBefore')} <kbd>←</kbd> {t('swipe.keysPass')} · <kbd>→</kbd> {t('swipe.keysLike')} · <kbd>Enter</kbd> {t('swipe.keysOpen')}
              {game.lastPassed && (
                <>
                  {' · '}
                  <kbd>⌫</kbd> {t('swipe.keysUndo')}
                </>
              )}
            </Hint>
          </>
        ) : (
          <Empty>
            <p>{t('swipe.empty')}</p>
            {undo && <Controls>{undo}</Controls>}
            <ButtonLink href="/members">
              <Search size={20} aria-hidden="true" />
              {t('swipe.emptyCta')}
            </ButtonLink>
          </Empty>
        )}
      </Stage>
      {game.match && (
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
      )}
    </Container>
  );
});
