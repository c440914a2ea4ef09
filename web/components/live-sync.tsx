import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';

/**
 * After hydration, for a member: the live sync (socket and polling, a chunk of its own), the tab's last search, and
 * a fresh render of the page when her session ends while the tab is open.
 */
export const LiveSync = observer(function LiveSync() {
  const { store } = usePageContext();
  const loggedIn = store.session.loggedIn;
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (!loggedIn) return undefined;
    // The live socket and the polling are a chunk of their own, fetched once the page has hydrated: nothing on the
    // first screen waits for them. What happens between the server's render and the socket's start was already left to
    // the first poll (5 s after the start); the chunk adds a round trip to that gap (decision 0054).
    let stop: (() => void) | undefined;
    let ended = false;
    void import('../stores/sync').then(({ startSync }) => {
      if (!ended) stop = startSync(store);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [store, loggedIn]);
  // The tab's last search, after hydration (the server knows nothing of it).
  useEffect(() => store.search.restore(), [store]);
  useEffect(() => {
    // The session ended while the tab was open: the page is shown again for a visitor, so a members-only page's
    // guard sends her to /login and every other page drops what only members see.
    if (wasLoggedIn.current && !loggedIn) void navigate(window.location.pathname + window.location.search, { overwriteLastHistoryEntry: true });
    wasLoggedIn.current = loggedIn;
  }, [loggedIn]);
  return null;
});
