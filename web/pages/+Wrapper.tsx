import { Suspense, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { usePageContext } from 'vike-react/usePageContext';
import { LiveSync } from '../components/live-sync';
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
