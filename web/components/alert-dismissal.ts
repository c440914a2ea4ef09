import { useCallback, useState, useSyncExternalStore } from 'react';
import { deviceDismissal, stillDismissed, type AlertKey } from '../stores/alert-dismissals';
import { useStore } from '../stores/store-context';

/** SPEC §4: the member alerts are not shown on signup, notifications, directdebit, premium and activate-done: one rule in the domain. */
export { memberAlertsHiddenOn as alertsHiddenOn } from '../../domain/notifications/notifications-disabled-alert';

/** A kept dismissal changes only through `dismiss` below, which re-renders by itself: nothing to subscribe to. */
const keptDismissalsOnly = () => () => {};

/**
 * An alert's dismissal (SPEC §4: kept as a timestamp; `forMs`: how long it hides the alert, else for good). The first
 * render hides it as the server did (its cookie at the server's clock), so the server's HTML and hydration agree and
 * nothing appears or goes after the first paint; then the browser has its say (a dismissal kept only in localStorage,
 * a day gone by). `dismiss` keeps a dismissal now.
 */
export function useDismissal(key: AlertKey, forMs?: number): readonly [dismissed: boolean, dismiss: () => void] {
  const alerts = useStore().alerts;
  const [dismissedNow, setDismissedNow] = useState(false);
  // Hydration renders the server's answer; React then reads the browser's and re-renders when it differs.
  const dismissedBefore = useSyncExternalStore(
    keptDismissalsOnly,
    () => stillDismissed(Math.max(deviceDismissal(key) ?? 0, alerts.at(key) ?? 0), Date.now(), forMs),
    () => alerts.hiddenAtFirstRender(key, forMs),
  );
  const dismiss = useCallback(() => {
    alerts.dismiss(key, Date.now());
    setDismissedNow(true);
  }, [alerts, key]);
  return [dismissedNow || dismissedBefore, dismiss];
}
