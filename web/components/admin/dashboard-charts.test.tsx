// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import type { ApiDashboard } from '../../../bff/contract/admin-dashboard-requests';
import { DashboardState } from '../../admin/dashboard-state';
import type { AdminApi } from '../../admin/admin-api';
import { catalogs } from '../../i18n/catalogues';
import { theme } from '../../theme/theme';
import { DashboardCharts } from './dashboard-charts';

afterEach(cleanup);

const zero = { signups: 0, activations: 0, first_purchases: 0, revenue_cents: 0, messages: 0, reports: 0 };
const DATA: ApiDashboard = {
  from: '2026-12-01',
  to: '2026-12-03',
  domain: 'hartslag.nl',
  domains: ['hartslag.nl'],
  days: [
    { day: '2026-12-01', ...zero, signups: 1 },
    { day: '2026-12-02', ...zero, signups: 4, revenue_cents: 1995 },
    { day: '2026-12-03', ...zero },
  ],
  totals: { ...zero, signups: 5, revenue_cents: 1995 },
};

const show = () =>
  render(
    <IntlProvider locale="nl" defaultLocale="nl" messages={catalogs.nl} timeZone="Europe/Amsterdam">
      <ThemeProvider theme={theme}>
        <DashboardCharts data={DATA} />
      </ThemeProvider>
    </IntlProvider>,
  );

describe('the dashboard’s charts (decision 0078)', () => {
  it('draws each figure as an image whose name says its total and busiest day, one bar per day', () => {
    const { container } = show();
    expect(screen.getByRole('img', { name: 'Aanmeldingen: 5 van 1 dec tot en met 3 dec; het meest op 2 dec: 4.' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Omzet: €\s19,95 van 1 dec/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Berichten: niets van 1 dec tot en met 3 dec.' })).toBeTruthy();
    expect(container.querySelectorAll('svg[data-figure="signups"] rect.bar')).toHaveLength(3);
    // The busiest day's bar is the tallest.
    const heights = [...container.querySelectorAll('svg[data-figure="signups"] rect.bar')].map((bar) => Number(bar.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[1]);
  });

  it('gives the same figures as a table, a row per day and a column per figure', () => {
    show();
    const table = screen.getByRole('table', { name: /^De cijfers per dag van 1 dec tot en met 3 dec/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Dag', 'Aanmeldingen', 'Activaties', 'Eerste aankopen', 'Omzet', 'Berichten', 'Meldingen']);
    expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent!.replace(/\s/g, ' '))).toEqual(['4', '0', '0', '€ 19,95', '0', '0']);
  });
});

describe('the dashboard’s state', () => {
  it('exports as CSV the range the figures answered with, and shows it in the form', async () => {
    const api = { dashboard: async () => ({ ok: true as const, data: DATA }) } as unknown as AdminApi;
    const state = new DashboardState(api);
    expect(state.csvHref).toBe('/api/admin/dashboard.csv?');
    state.set('domain', 'hartslag.nl');
    await state.load();
    expect([state.from, state.to]).toEqual(['2026-12-01', '2026-12-03']);
    expect(state.csvHref).toBe('/api/admin/dashboard.csv?domain=hartslag.nl&from=2026-12-01&to=2026-12-03');
  });
});
