// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { catalogs } from '../../i18n/catalogues';
import { LOCALES, type Locale } from '../../i18n/locale';
import { theme } from '../../theme/theme';
import { Figures } from './front-door-parts';

afterEach(cleanup);

const figures = { profiles: 240, estimated: false, onlineShown: 0 };
const shown = (locale: Locale, newThisWeek: { count: number; more: boolean } | null) =>
  render(
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      <ThemeProvider theme={theme}>
        <Figures figures={{ ...figures, newThisWeek }} />
      </ThemeProvider>
    </IntlProvider>,
  );

describe("the front door's figures (issue 24, decision 0063)", () => {
  it('says how many joined this week, and "more than" when the count stopped', () => {
    shown('nl', { count: 37, more: false });
    expect(screen.getByText('37 nieuwe leden deze week')).toBeTruthy();
    cleanup();
    shown('nl', { count: 1000, more: true });
    expect(screen.getByText('Meer dan 1.000 nieuwe leden deze week')).toBeTruthy();
  });

  it('leaves the figure out when too few joined to show it', () => {
    shown('nl', null);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['240 profielen om te ontdekken']);
  });

  it.each(LOCALES.filter((locale) => locale !== 'nl'))('says it in %s, with its plural and number', (locale) => {
    shown(locale, { count: 12, more: false });
    const chip = screen.getAllByRole('listitem')[1]!.textContent ?? '';
    expect(chip).toMatch(/12/);
    expect(chip).not.toMatch(/nieuwe leden|arrival\./);
  });
});
