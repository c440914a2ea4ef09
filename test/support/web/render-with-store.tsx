import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContext } from 'vike/types';
import { catalogs } from '../../../web/i18n/catalogues';
import type { RootStore } from '../../../web/stores/root-store';
import { StoreProvider } from '../../../web/stores/store-context';
import { theme } from '../../../web/theme/theme';

/**
 * For component tests: a component as a page renders it, with the tab's store, the catalogue, the theme, the page's
 * URL query (`search`, what a page reads of Vike's page context) and its `data` (what the page's +data gave, useData).
 */
export function renderWithStore(ui: ReactElement, store: RootStore, search: Record<string, string> = {}, data?: unknown) {
  const pageContext = { urlParsed: { search, searchAll: {}, pathname: '/', hash: '', hashOriginal: null }, data } as unknown as PageContext;
  return render(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <StoreProvider store={store}>
        <IntlProvider locale={store.locale} defaultLocale="nl" messages={catalogs[store.locale]} timeZone="Europe/Amsterdam">
          <ThemeProvider theme={theme}>{ui}</ThemeProvider>
        </IntlProvider>
      </StoreProvider>
    </VikeReactProviderPageContext>,
  );
}
