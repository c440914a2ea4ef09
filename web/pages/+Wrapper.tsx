import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { navigate } from 'vike/client/router';
import { RawIntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { usePageContext } from 'vike-react/usePageContext';
import { intlFor } from '../i18n/messages';
import { isErrorPage } from '../signals/error-status';
import { lastResort } from '../signals/last-resort-part';
import { SignalsProvider } from '../signals/signals-context';
import { StoreProvider } from '../stores/store-context';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';

/**
 * Store, intl, theme and signals (toasts, progress bar) for every page. pageContext.store is per request on the
 * server, per tab in the browser. The error page is wrapped in a last resort: if it fails in the browser, a static
 * page that needs none of these says so (SPEC §8); it is loaded before the error page renders (last-resort-part.ts).
 */
export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const providers = <Providers>{children}</Providers>;
  // lastResort() hands back the one boundary loaded once (last-resort-part.ts), the same on every render: none is created here.
  const LastResortBoundary = isErrorPage(pageContext) ? lastResort() : undefined;
  // eslint-disable-next-line react-hooks/static-components
  return LastResortBoundary ? <LastResortBoundary>{providers}</LastResortBoundary> : providers;
}

function Providers({ children }: { children: ReactNode }) {
  const { store } = usePageContext();
  const locale = store.locale;
  return (
    <StoreProvider store={store}>
      <RawIntlProvider value={intlFor(locale)}>
        <ThemeProvider theme={theme}>
          <SignalsProvider>
            {/* The page hydrates inside a Suspense boundary: React hydrates it after the shell (these providers), in
                slices of a few milliseconds that let the browser paint and answer input (an event on it hydrates it
                at once), instead of one long task (issue 8: total blocking time). Whatever changes the store after
                hydration (the live sync, the tab's last search) starts inside it, from its effects: a change before
                the page has hydrated would leave the server's attributes on it. Decision 0038. */}
            <Suspense>
              <GlobalStyle />
              <LiveSync />
              {children}
            </Suspense>
          </SignalsProvider>
        </ThemeProvider>
      </RawIntlProvider>
    </StoreProvider>
  );
}

const LiveSync = observer(function LiveSync() {
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
