import { Heart, Info, Undo2, X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled, { createGlobalStyle } from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { SwipeGame } from '../../stores/swipe-game';

export const Controls = styled.div`
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
    color: ${(p) => p.theme.colors.onPrimary};
  }
`;

/**
 * The game's buttons under the card. On a phone they stay within thumb reach in a row fixed to the window's bottom (the
 * page keeps room for it at its end: ControlsRoom); a card floating there (the push alert) sets --bottom-card-room while
 * it shows, and the row sits above it, never under it (issue 27, as the profile's action bar). From md on, in the flow.
 */
const PinnedControls = styled(Controls)`
  @media (max-width: ${(p) => p.theme.breakpoints.md - 1}px) {
    position: fixed;
    left: 0;
    right: 0;
    bottom: var(--bottom-card-room, 0px);
    z-index: 10;
    padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(2)} calc(${(p) => p.theme.space(1.5)} + env(safe-area-inset-bottom));
    /* The round buttons float over the photo (their own surfaces and shadows); between them the card can still be dragged. */
    pointer-events: none;
    button,
    a {
      pointer-events: auto;
    }
  }
`;

/** While the row is fixed to the window's bottom (below md), the page's end (the card's caption, the hint) scrolls above it. */
const ControlsRoom = createGlobalStyle`
  @media (max-width: ${(p) => p.theme.breakpoints.md - 1}px) {
    body::after {
      content: '';
      display: block;
      height: calc(${(p) => p.theme.space(12)} + env(safe-area-inset-bottom));
    }
  }
`;

/** Takes back her last pass (issue 27, free); nothing while there is none. */
export const UndoPassButton = observer(function UndoPassButton({ game }: { game: SwipeGame }) {
  const t = useT();
  if (!game.lastPassed) return null;
  const label = t('swipe.undoLabel', { name: game.lastPassed.name });
  return (
    <button type="button" className="undo" onClick={() => void game.undoPass()} disabled={!game.canUndo} aria-label={label} title={label}>
      <Undo2 size={24} aria-hidden="true" />
    </button>
  );
});

/** Under the card: undo, pass, the profile, like (the like waits while one is on its way or today's likes are given). */
export const SwipeControls = observer(function SwipeControls({ game }: { game: SwipeGame }) {
  const t = useT();
  const profile = game.current;
  if (!profile) return null;
  return (
    <PinnedControls>
      <ControlsRoom />
      <UndoPassButton game={game} />
      <button type="button" className="pass" onClick={() => void game.pass()} aria-label={t('swipe.passLabel', { name: profile.name })}>
        <X size={30} aria-hidden="true" />
      </button>
      <a className="info" href={`/members/${profile.id}`} aria-label={t('swipe.viewLabel', { name: profile.name })}>
        <Info size={24} aria-hidden="true" />
      </a>
      <button type="button" className="like" onClick={() => void game.like()} disabled={game.busy || game.capReached} aria-label={t('swipe.likeLabel', { name: profile.name })}>
        <Heart size={32} fill="currentColor" aria-hidden="true" />
      </button>
    </PinnedControls>
  );
});
