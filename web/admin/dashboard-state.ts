import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiDashboard } from '../../bff/contract/admin-dashboard-requests';
import { dashboardCsvHref, type AdminApi, type AdminProblem, type DashboardFilter } from './admin-api';

/** The dashboard on /admin (decision 0078): its filter, the figures it shows, and the CSV of the same. */
export class DashboardState {
  domain = '';
  from = '';
  to = '';
  data: ApiDashboard | undefined = undefined;
  busy = false;
  problem: AdminProblem | undefined = undefined;
  signedOut = false;

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<DashboardState, 'api'>(this, { api: false });
  }

  private get filter(): DashboardFilter {
    return { domain: this.domain, from: this.from, to: this.to };
  }

  /** The CSV of what is shown: the range the figures answered with, so a default range exports the same days. */
  get csvHref(): string {
    return dashboardCsvHref(this.data ? { domain: this.data.domain ?? '', from: this.data.from, to: this.data.to } : this.filter);
  }

  set(field: 'domain' | 'from' | 'to', value: string): void {
    this[field] = value;
  }

  async load(): Promise<void> {
    this.busy = true;
    const answer = await this.api.dashboard(this.filter);
    runInAction(() => {
      this.busy = false;
      if (answer.ok) {
        this.data = answer.data;
        this.problem = undefined;
        // The form shows the range the figures are of (the default one too).
        this.from = answer.data.from;
        this.to = answer.data.to;
      } else if (answer.status === 401) this.signedOut = true;
      else this.problem = answer.problem;
    });
  }
}
