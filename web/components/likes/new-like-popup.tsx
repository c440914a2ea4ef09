import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useStore } from '../../stores/store-context';
import { lazyPart } from '../lazy-part';

/** The popup's dialog, its own chunk: fetched when the browser is idle after a member's page, or when a like comes. */
const NewLikeDialog = lazyPart(() => import('./new-like-dialog'));

/** The seconds the `time` query parameter asks to wait before the like popup (SPEC §2), from 1 to 600. */
export function likePopupDelaySeconds(time: string | undefined): number | undefined {
  if (time === undefined || !/^\d{1,3}$/.test(time)) return undefined;
  const seconds = Number(time);
  return seconds >= 1 && seconds <= 600 ? seconds : undefined;
}

/**
 * The "New like!" popup of the default layout (SPEC §2): the profile of the newest real like, shown when one comes
 * live or `time` seconds after a page with `?time=` opened. A click anywhere closes it but on its buttons and the
 * photo, which open the profile; "Stuur bericht" starts the conversation (new-like-dialog.tsx).
 */
export const NewLikePopup = observer(function NewLikePopup({ time }: { time: string | undefined }) {
  const store = useStore();
  const popup = store.likePopup;
  const loggedIn = store.session.loggedIn;

  useEffect(() => {
    const seconds = likePopupDelaySeconds(time);
    if (!loggedIn || seconds === undefined) return undefined;
    const timer = setTimeout(() => void popup.announce(), seconds * 1000);
    return () => clearTimeout(timer);
  }, [time, loggedIn, popup]);

  // A member may get a like at any moment: the dialog is fetched once the page is idle, so it shows without a wait.
  useEffect(() => {
    if (!loggedIn) return undefined;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void NewLikeDialog.preload());
    return () => cancel(handle);
  }, [loggedIn]);

  if (!popup.profile || !loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <NewLikeDialog />
    </Suspense>
  );
});
