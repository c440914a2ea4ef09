import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../components/lazy-part';
import { AppUpdate } from './app-update';
import { ConnectionBanner } from './connection-banner';

/** The update card: only once a new build's worker waits (its own chunk). */
const UpdatePrompt = lazyPart(() => import('./update-prompt'));

/**
 * The installed app in every page (issue 23): the service worker registered for every visitor after the page has
 * loaded and the browser is idle (its code is a chunk fetched then, nothing on the first screen waits for it), the
 * update offer, and the connection banner. Rendered by Signals, inside the page's Suspense boundary (decision 0038).
 */
export const InstalledApp = observer(function InstalledApp() {
  const [update] = useState(() => new AppUpdate());
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./worker-client').then(({ registerWorker }) => {
      if (!cancelled) stop = registerWorker(window, update);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [update]);
  return (
    <>
      <ConnectionBanner />
      {update.offered ? (
        <Suspense>
          <UpdatePrompt update={update} />
        </Suspense>
      ) : null}
    </>
  );
});
