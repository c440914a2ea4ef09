import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiAdminMe, ApiAuditEntry } from '../../bff/contract/admin-requests';
import type { AdminApi, AdminProblem } from './admin-api';
import { DashboardState } from './dashboard-state';

/** /admin: who is signed in, and for an admin the audit trail, newest first, a page at a time. */
export class AdminHome {
  me: ApiAdminMe | undefined = undefined;
  entries: ApiAuditEntry[] = [];
  next: number | null = null;
  loading = true;
  loadingMore = false;
  problem: AdminProblem | undefined = undefined;
  /** Not signed in (or her session ended): the page sends her to /admin/login. */
  signedOut = false;

  /** The dashboard (decision 0078): every role sees it. */
  readonly dashboard: DashboardState;

  constructor(private readonly api: AdminApi) {
    this.dashboard = new DashboardState(api);
    makeAutoObservable<AdminHome, 'api'>(this, { api: false, dashboard: false });
  }

  get mayViewDashboard(): boolean {
    return this.me?.actions.includes('dashboard.view') ?? false;
  }

  get mayReadAudit(): boolean {
    return this.me?.actions.includes('audit.view') ?? false;
  }

  async load(): Promise<void> {
    const me = await this.api.me();
    if (!me.ok) {
      runInAction(() => {
        this.loading = false;
        if (me.status === 401 || me.status === 403) this.signedOut = true;
        else this.problem = me.problem;
      });
      return;
    }
    runInAction(() => {
      this.me = me.data;
    });
    await Promise.all([this.mayViewDashboard ? this.dashboard.load() : undefined, this.mayReadAudit ? this.more() : undefined]);
    runInAction(() => {
      this.loading = false;
    });
  }

  async more(): Promise<void> {
    this.loadingMore = true;
    const page = await this.api.audit(this.entries.length > 0 ? (this.next ?? undefined) : undefined);
    runInAction(() => {
      this.loadingMore = false;
      if (!page.ok) {
        this.problem = page.problem;
        return;
      }
      this.entries.push(...page.data.entries);
      this.next = page.data.next;
    });
  }

  async logOut(): Promise<void> {
    await this.api.logOut();
    runInAction(() => {
      this.signedOut = true;
    });
  }
}
