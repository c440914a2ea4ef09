import { useEffect } from 'react';
import { navigate } from 'vike/client/router';
import type { SwipeGame } from '../../stores/swipe-game';

/**
 * The keyboard's way through the game (issue 10): ← passes, → likes, Enter opens the profile, Backspace brings back
 * the last pass (issue 27). Not while she types, a dialog is open, or Enter is on a link or button.
 */
export function useSwipeKeys(game: SwipeGame) {
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
}
