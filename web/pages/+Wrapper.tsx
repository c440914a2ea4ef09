import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { usePageContext } from 'vike-react/usePageContext';
import { catalogs } from '../i18n/locale';
import { StoreProvider } from '../stores/store-context';
import { startSync } from '../stores/sync';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';

/** Store, intl and theme for every page. pageContext.store is per request on the server, per tab in the browser. */
export default function Wrapper({ children }: { children: ReactNode }) {
  const { store } = usePageContext();
  const locale = store.locale;
  return (
    <StoreProvider store={store}>
      <IntlProvider locale={locale} defaultLocale="nl" messages={catalogs[locale]} timeZone="Europe/Amsterdam">
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <LiveSync />
          {children}
        </ThemeProvider>
      </IntlProvider>
    </StoreProvider>
  );
}

const LiveSync = observer(function LiveSync() {
  const { store } = usePageContext();
  const loggedIn = store.session.loggedIn;
  useEffect(() => (loggedIn ? startSync(store) : undefined), [store, loggedIn]);
  return null;
});
