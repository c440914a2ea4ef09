import { DASHBOARD_FIGURES, type DashboardDay } from './dashboard';

/**
 * A CSV cell: quoted when it holds a separator, a quote or a line break; a text starting with = + - @ (or a tab or a
 * carriage return) gets a leading ' so a spreadsheet never runs it as a formula (CSV injection, OWASP).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Revenue as euros with two decimals and a point (a number any spreadsheet reads). */
const euros = (cents: number): string => (cents / 100).toFixed(2);

/** The dashboard's figures as CSV (RFC 4180, CRLF): a header, then one line per day; the domain in every line. */
export function dashboardCsv(days: readonly DashboardDay[], domain: string | undefined): string {
  const header = ['day', 'domain', ...DASHBOARD_FIGURES.map((figure) => (figure === 'revenue_cents' ? 'revenue_eur' : figure))];
  const lines = days.map((day) => [day.day, domain ?? 'all', ...DASHBOARD_FIGURES.map((figure) => (figure === 'revenue_cents' ? euros(day[figure]) : day[figure]))]);
  return [header, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
