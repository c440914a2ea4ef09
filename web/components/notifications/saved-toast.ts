import { useCallback } from 'react';
import { useT } from '../../i18n/use-t';
import { useToasts } from '../../signals/signals-context';

/** /notifications' one confirmation: a change saved (or her mail turned back on), said in a toast that replaces the last. */
export function useSavedToast(): (text?: 'notifications.saved' | 'notifications.turnedOn') => void {
  const t = useT();
  const toasts = useToasts();
  return useCallback(
    (text = 'notifications.saved') =>
      toasts.show({ id: 'notifications-saved', text: t(text), tone: 'success', placement: 'bottom-center', timeoutMs: text === 'notifications.saved' ? 3000 : 4000 }),
    [t, toasts],
  );
}
