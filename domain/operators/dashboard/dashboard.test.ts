import { operatorActor, operatorId, memberActor } from '../actor';
import { memberId } from '../../shared/ids';
import { dashboardCsv, csvCell } from './dashboard-csv';
import { dashboardDays, dashboardRange, dashboardTotals, type DashboardFigures, type DayCount } from './dashboard';
import { ShowDashboard } from './show-dashboard';

const NOW = new Date('2026-12-07T18:45:00Z');
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return [(error as { code: string }).code, (error as { field?: string }).field];
  }
  return 'accepted';
};

describe('the dashboard’s range of days (decision 0078)', () => {
  it('is the last 30 days up to today (UTC) by default, both ends included', () => {
    expect(dashboardRange({}, NOW)).toEqual({ from: '2026-11-08', to: '2026-12-07', start: new Date('2026-11-08T00:00:00Z'), end: new Date('2026-12-08T00:00:00Z') });
    expect(dashboardRange({ to: '2026-11-30' }, NOW).from).toBe('2026-11-01');
  });

  it('refuses a day that is no day, from after to, and more than 366 days, naming the field', () => {
    expect(refusal(() => dashboardRange({ from: '2026-02-30' }, NOW))).toEqual(['invalid_input', 'from']);
    expect(refusal(() => dashboardRange({ to: '7-12-2026' }, NOW))).toEqual(['invalid_input', 'to']);
    expect(refusal(() => dashboardRange({ from: '2026-12-02', to: '2026-12-01' }, NOW))).toEqual(['invalid_input', 'from']);
    expect(refusal(() => dashboardRange({ from: '2025-01-01', to: '2026-01-02' }, NOW))).toEqual(['invalid_input', 'from']);
    expect(refusal(() => dashboardRange({ from: '2025-01-02', to: '2026-01-02' }, NOW))).toBe('accepted');
  });

  it('gives every day of the range a row, zeros where nothing happened, and sums them', () => {
    const range = dashboardRange({ from: '2026-12-01', to: '2026-12-03' }, NOW);
    const counts: DayCount[] = [
      { day: '2026-12-02', figure: 'signups', value: 4 },
      { day: '2026-12-02', figure: 'revenue_cents', value: 1995 },
      { day: '2026-12-03', figure: 'messages', value: 7 },
      { day: '2026-12-09', figure: 'reports', value: 1 },
    ];
    const days = dashboardDays(range, counts);
    expect(days.map((day) => day.day)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(days[0]).toEqual({ day: '2026-12-01', signups: 0, activations: 0, first_purchases: 0, revenue_cents: 0, messages: 0, reports: 0 });
    expect(days[1]).toMatchObject({ signups: 4, revenue_cents: 1995 });
    expect(dashboardTotals(days)).toEqual({ signups: 4, activations: 0, first_purchases: 0, revenue_cents: 1995, messages: 7, reports: 0 });
  });
});

describe('the dashboard as CSV', () => {
  it('has a header and a line per day, revenue in euros with a point, lines ended by CRLF', () => {
    const days = dashboardDays(dashboardRange({ from: '2026-12-01', to: '2026-12-02' }, NOW), [{ day: '2026-12-01', figure: 'revenue_cents', value: 123456 }]);
    expect(dashboardCsv(days, 'hartslag.nl')).toBe(
      'day,domain,signups,activations,first_purchases,revenue_eur,messages,reports\r\n2026-12-01,hartslag.nl,0,0,0,1234.56,0,0\r\n2026-12-02,hartslag.nl,0,0,0,0.00,0,0\r\n',
    );
    expect(dashboardCsv(days.slice(0, 1), undefined).split('\r\n')[1]).toMatch(/^2026-12-01,all,/);
  });

  it('never lets a spreadsheet run a cell as a formula, and quotes separators and quotes', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('plain.nl')).toBe('plain.nl');
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('ShowDashboard', () => {
  const figures: DashboardFigures = {
    countPerDay: async ({ domain }) => [{ day: '2026-12-07', figure: 'signups', value: domain ? 1 : 3 }],
    domains: async () => ['a.nl', 'b.nl'],
  };
  const show = new ShowDashboard({ figures, clock: { now: () => NOW } });

  it('shows every role the figures of a domain or all of them; a member is refused', async () => {
    for (const role of ['admin', 'moderator', 'support', 'finance'] as const) {
      const dashboard = await show.run(operatorActor(operatorId(1), role), { domain: 'A.nl' });
      expect(dashboard).toMatchObject({ domain: 'a.nl', domains: ['a.nl', 'b.nl'], totals: { signups: 1 } });
      expect(dashboard.days).toHaveLength(30);
    }
    expect((await show.run(operatorActor(operatorId(1), 'support'), {})).totals.signups).toBe(3);
    await expect(show.run(memberActor(memberId(1)), {})).rejects.toMatchObject({ code: 'forbidden' });
    await expect(show.run(operatorActor(operatorId(1), 'support'), { domain: 'a b' })).rejects.toMatchObject({ code: 'invalid_input', field: 'domain' });
  });
});
