import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiDashboard, ApiDashboardDay } from '../../../bff/contract/admin-dashboard-requests';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Card } from '../ui';

type Figure = Exclude<keyof ApiDashboardDay, 'day'>;

const FIGURES: readonly { figure: Figure; label: MessageKey }[] = [
  { figure: 'signups', label: 'admin.dashboard.figure.signups' },
  { figure: 'activations', label: 'admin.dashboard.figure.activations' },
  { figure: 'first_purchases', label: 'admin.dashboard.figure.first_purchases' },
  { figure: 'revenue_cents', label: 'admin.dashboard.figure.revenue' },
  { figure: 'messages', label: 'admin.dashboard.figure.messages' },
  { figure: 'reports', label: 'admin.dashboard.figure.reports' },
];

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${(p) => p.theme.space(2)};
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${(p) => p.theme.breakpoints.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const ChartCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(2)};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .total {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xl};
    font-weight: 700;
    color: ${(p) => p.theme.colors.text};
  }
  svg {
    display: block;
    width: 100%;
    height: 96px;
  }
  .bar {
    fill: ${(p) => p.theme.colors.primary};
  }
  .base {
    stroke: ${(p) => p.theme.colors.border};
  }
  .axis {
    display: flex;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.font.size.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const TableBox = styled.details`
  summary {
    cursor: pointer;
    font-weight: 700;
    padding: ${(p) => p.theme.space(1.25)} 0;
  }
  .scroll {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: ${(p) => p.theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: start;
    padding-bottom: ${(p) => p.theme.space(1)};
    color: ${(p) => p.theme.colors.textMuted};
  }
  th,
  td {
    padding: ${(p) => p.theme.space(0.5)} ${(p) => p.theme.space(1)};
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    text-align: end;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
`;

const WIDTH = 300;
const HEIGHT = 96;

/** One figure per day as bars, drawn by the server's and the browser's React alike (no chart library, decision 0078). */
function Bars({ days, figure, label }: { days: readonly ApiDashboardDay[]; figure: Figure; label: string }) {
  const max = Math.max(0, ...days.map((day) => day[figure]));
  const slot = WIDTH / Math.max(1, days.length);
  const gap = slot > 4 ? 1 : 0;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label} data-figure={figure}>
      <title>{label}</title>
      {days.map((day, index) => {
        const height = max === 0 ? 0 : Math.max(day[figure] > 0 ? 2 : 0, (day[figure] / max) * (HEIGHT - 4));
        return <rect key={day.day} className="bar" x={index * slot + gap / 2} y={HEIGHT - height} width={Math.max(0.5, slot - gap)} height={height} />;
      })}
      <line className="base" x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** The dashboard's six charts, each with its total and a spoken summary, and the same figures as a table. */
export const DashboardCharts = observer(function DashboardCharts({ data }: { data: ApiDashboard }) {
  const t = useT();
  const intl = useIntl();
  const day = (text: string) => intl.formatDate(`${text}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const value = (figure: Figure, n: number) => (figure === 'revenue_cents' ? intl.formatNumber(n / 100, { style: 'currency', currency: 'EUR' }) : intl.formatNumber(n));
  return (
    <>
      <Grid>
        {FIGURES.map(({ figure, label }) => {
          const name = t(label);
          const busiest = data.days.reduce<ApiDashboardDay | undefined>((best, d) => (d[figure] > (best?.[figure] ?? 0) ? d : best), undefined);
          const summary = busiest
            ? t('admin.dashboard.summary', { figure: name, total: value(figure, data.totals[figure]), from: day(data.from), to: day(data.to), most: value(figure, busiest[figure]), day: day(busiest.day) })
            : t('admin.dashboard.summaryNone', { figure: name, from: day(data.from), to: day(data.to) });
          return (
            <ChartCard key={figure} aria-labelledby={`chart-${figure}`} data-testid={`chart-${figure}`}>
              <h3 id={`chart-${figure}`}>{name}</h3>
              <p className="total" data-testid={`total-${figure}`}>
                {value(figure, data.totals[figure])}
              </p>
              <Bars days={data.days} figure={figure} label={summary} />
              <div className="axis" aria-hidden="true">
                <span>{day(data.from)}</span>
                <span>{day(data.to)}</span>
              </div>
            </ChartCard>
          );
        })}
      </Grid>
      <TableBox>
        <summary>{t('admin.dashboard.table')}</summary>
        <div className="scroll">
          <table>
            <caption>{t('admin.dashboard.tableCaption', { from: day(data.from), to: day(data.to) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.dashboard.day')}</th>
                {FIGURES.map(({ figure, label }) => (
                  <th key={figure} scope="col">
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{intl.formatDate(`${d.day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}</th>
                  {FIGURES.map(({ figure }) => (
                    <td key={figure}>{value(figure, d[figure])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </TableBox>
    </>
  );
});
