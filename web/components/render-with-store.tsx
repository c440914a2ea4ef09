import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { catalogs } from '../i18n/catalogues';
import type { RootStore } from '../stores/root-store';
import { StoreProvider } from '../stores/store-context';
import { theme } from '../theme/theme';

/** For component tests: a component as a page renders it, with the tab's store, the catalogue and the theme. */
export function renderWithStore(ui: ReactElement, store: RootStore) {
  return render(
    <StoreProvider store={store}>
      <IntlProvider locale={store.locale} defaultLocale="nl" messages={catalogs[store.locale]} timeZone="Europe/Amsterdam">
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </IntlProvider>
    </StoreProvider>,
  );
}
