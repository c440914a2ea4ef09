import type { Clock } from '../../shared/clock';
import type { Actor } from '../actor';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import { dashboardDays, dashboardRange, dashboardTotals, type DashboardDay, type DashboardFigure, type DashboardFigures, type DashboardQuery, type DashboardRange } from './dashboard';

export interface Dashboard {
  readonly range: DashboardRange;
  /** The domain shown; undefined: all of them. */
  readonly domain?: string;
  readonly domains: readonly string[];
  readonly days: readonly DashboardDay[];
  readonly totals: Readonly<Record<DashboardFigure, number>>;
}

const DOMAIN = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/;

/**
 * The dashboard (every role: `dashboard.view`): signups, activations, first purchases, revenue, messages and reports
 * per day, of one domain or all. Not audited: it shows counts, no member.
 */
export class ShowDashboard {
  constructor(private readonly deps: { figures: DashboardFigures; clock: Clock }) {}

  async run(actor: Actor, query: DashboardQuery): Promise<Dashboard> {
    if (!may(actor, 'dashboard.view')) throw new OperatorError('forbidden');
    const range = dashboardRange(query, this.deps.clock.now());
    const domain = query.domain?.trim().toLowerCase() || undefined;
    if (domain !== undefined && !DOMAIN.test(domain)) throw new OperatorError('invalid_input', { field: 'domain', message: 'not a domain' });
    const counts = await this.deps.figures.countPerDay({ start: range.start, end: range.end, domain });
    const days = dashboardDays(range, counts);
    return { range, domain, domains: await this.deps.figures.domains(), days, totals: dashboardTotals(days) };
  }
}
