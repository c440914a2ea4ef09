import { useEffect, useEffectEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useToasts } from '../../signals/signals-context';
import type { LikeRollback } from '../../stores/like-rollback';

/**
 * A like (or taking one back) shown at once that the server did not take is undone before her eyes, and said in a toast
 * (issue 27): "Je like voor Anna is niet gelukt en teruggedraaid." Once per rollback.
 */
export function useRollbackToast(rollback: LikeRollback | null) {
  const t = useT();
  const toasts = useToasts();
  const say = useEffectEvent((undone: LikeRollback) =>
    toasts.show({
      id: 'like-rollback',
      text: t(undone.undone === 'like' ? 'likes.rollback.like' : 'likes.rollback.unlike', { name: undone.name }),
      tone: 'danger',
      placement: 'top-center',
    }),
  );
  useEffect(() => {
    if (rollback) say(rollback);
  }, [rollback]);
}
