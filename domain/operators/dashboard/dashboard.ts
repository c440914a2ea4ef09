import { OperatorError } from '../operator-error';

/** The figures of the dashboard (issue 25, decision 0078), per day: what a `DashboardFigures` store counts. */
export const DASHBOARD_FIGURES = ['signups', 'activations', 'first_purchases', 'revenue_cents', 'messages', 'reports'] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];

export const DASHBOARD_DEFAULT_DAYS = 30;
export const DASHBOARD_MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What the operator asks: a range of days (`YYYY-MM-DD`, both ends included, UTC) and a domain or all of them. */
export interface DashboardQuery {
  readonly from?: string;
  readonly to?: string;
  readonly domain?: string;
}

/** The range checked: its first and last day, and the moments they span (`end` excluded). */
export interface DashboardRange {
  readonly from: string;
  readonly to: string;
  readonly start: Date;
  readonly end: Date;
}

export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

function parseDay(text: string | undefined, field: 'from' | 'to'): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const match = DAY.exec(text);
  const at = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!at || Number.isNaN(at.getTime()) || dayOf(at) !== text) throw new OperatorError('invalid_input', { field, message: 'not a day (YYYY-MM-DD)' });
  return at;
}

/**
 * The range of days to show: by default the last 30 days up to today (UTC); `from` after `to`, or more than 366
 * days, is refused naming the field.
 */
export function dashboardRange(query: DashboardQuery, now: Date): DashboardRange {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const to = parseDay(query.to, 'to') ?? today;
  const from = parseDay(query.from, 'from') ?? new Date(to.getTime() - (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS);
  if (from.getTime() > to.getTime()) throw new OperatorError('invalid_input', { field: 'from', message: 'after to' });
  if ((to.getTime() - from.getTime()) / DAY_MS + 1 > DASHBOARD_MAX_DAYS) throw new OperatorError('invalid_input', { field: 'from', message: `more than ${DASHBOARD_MAX_DAYS} days` });
  return { from: dayOf(from), to: dayOf(to), start: from, end: new Date(to.getTime() + DAY_MS) };
}

/** A count of one figure on one day, as the store answers. */
export interface DayCount {
  readonly day: string;
  readonly figure: DashboardFigure;
  readonly value: number;
}

/** One day of the dashboard: every figure, 0 where nothing happened. Revenue in euro cents. */
export type DashboardDay = { readonly day: string } & Readonly<Record<DashboardFigure, number>>;

/** The store's counts, one row per day of the range, days without any filled with zeros. */
export function dashboardDays(range: DashboardRange, counts: readonly DayCount[]): DashboardDay[] {
  const byDay = new Map<string, Record<DashboardFigure, number>>();
  for (let at = range.start.getTime(); at < range.end.getTime(); at += DAY_MS) {
    byDay.set(dayOf(new Date(at)), Object.fromEntries(DASHBOARD_FIGURES.map((figure) => [figure, 0])) as Record<DashboardFigure, number>);
  }
  for (const count of counts) {
    const day = byDay.get(count.day);
    if (day) day[count.figure] += count.value;
  }
  return [...byDay].map(([day, figures]) => ({ day, ...figures }));
}

export function dashboardTotals(days: readonly DashboardDay[]): Readonly<Record<DashboardFigure, number>> {
  return Object.fromEntries(DASHBOARD_FIGURES.map((figure) => [figure, days.reduce((sum, day) => sum + day[figure], 0)])) as Record<DashboardFigure, number>;
}

/** Where the figures come from (adapters: SQL aggregates over the real tables). */
export interface DashboardFigures {
  /** The per-day counts of every figure in [start, end), of one domain or all. */
  countPerDay(query: { readonly start: Date; readonly end: Date; readonly domain?: string }): Promise<readonly DayCount[]>;
  /** The domains there are figures for (the filter's choices). */
  domains(): Promise<readonly string[]>;
}
