import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { PUSH_ALERT_DISMISSED } from '../../stores/alert-dismissals';
import { useStore } from '../../stores/store-context';
import { lazyPart } from '../lazy-part';
import { withLayoutTexts } from '../layout-texts';
import { alertsHiddenOn, useDismissal } from '../alert-dismissal';

/** The card itself comes with its own chunk: it can only show after the page ran (whether this browser can push). */
const PushAlertCard = lazyPart(withLayoutTexts(() => import('./push-alert-card')));

/**
 * SPEC §4 push alert: a member whose browser can push and who has not turned it on is asked to, except on signup,
 * notifications, directdebit, premium and activate-done. "Niet nu" keeps the dismissal as a timestamp (cookie and
 * localStorage, as the photo alert) and it stays hidden; turning push on, or refusing it in the browser, ends it too.
 */
export const PushAlert = observer(function PushAlert({ path }: { path: string }) {
  const store = useStore();
  const { push } = store;
  const user = store.session.user;
  const publicKey = store.settings.settings.push_public_key;
  const [dismissed, dismiss] = useDismissal(PUSH_ALERT_DISMISSED);
  const eligible = !!user && !!publicKey && !alertsHiddenOn(path);

  useEffect(() => {
    if (eligible && !dismissed && push.isCapable === 'unknown') void push.detect();
  }, [eligible, dismissed, push]);

  if (!eligible || dismissed || push.isCapable !== 'capable' || push.isSubscribed !== false) return null;
  return (
    <Suspense fallback={null}>
      <PushAlertCard publicKey={publicKey} dismiss={dismiss} />
    </Suspense>
  );
});
