import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ApiAdminMe, ApiQueuedReport, ApiReportDetails } from '../../bff/contract/admin-requests';
import type { ApiPhotoRejectionReason } from '../../bff/contract/admin-photo-requests';
import type { AdminApi, AdminProblem } from './admin-api';

export type QueueStatus = ApiQueuedReport['status'];
export const QUEUE_STATUSES: readonly QueueStatus[] = ['open', 'assigned', 'resolved'];

/** Who is signed in, for the bar's links and the pages' guard; signedOut sends her to /admin/login. */
export abstract class OperatorPage {
  me: ApiAdminMe | undefined = undefined;
  problem: AdminProblem | undefined = undefined;
  signedOut = false;
  loading = true;

  protected constructor(protected readonly api: AdminApi) {}

  protected async signIn(): Promise<boolean> {
    const me = await this.api.me();
    runInAction(() => {
      if (me.ok) this.me = me.data;
      else if (me.status === 401 || me.status === 403) this.signedOut = true;
      else this.problem = me.problem;
    });
    return me.ok;
  }

  get mayWork(): boolean {
    return this.me?.actions.includes('reports.work') ?? false;
  }
}

/**
 * What OperatorPage makes observable, for its subclasses' `makeObservable` (MobX refuses `makeAutoObservable` on a
 * subclass: in development it throws, so these screens would not open under `npm run dev`).
 */
export const OPERATOR_PAGE_ANNOTATIONS = { me: observable, problem: observable, signedOut: observable, loading: observable, mayWork: computed } as const;

/** /admin/reports: the queue of one status, oldest first. */
export class ReportQueuePage extends OperatorPage {
  status: QueueStatus = 'open';
  reports: ApiQueuedReport[] = [];

  constructor(api: AdminApi) {
    super(api);
    makeObservable(this, { ...OPERATOR_PAGE_ANNOTATIONS, status: observable, reports: observable, load: action });
  }

  async load(status: QueueStatus = this.status): Promise<void> {
    this.status = status;
    this.loading = true;
    if (!this.me && !(await this.signIn())) return runInAction(() => void (this.loading = false));
    const answer = await this.api.reports(status);
    runInAction(() => {
      this.loading = false;
      if (answer.ok) {
        this.reports = answer.data.reports;
        this.problem = undefined;
      } else this.problem = answer.problem;
    });
  }
}

export type Outcome = 'dismiss' | 'warn' | 'suspend' | 'hide_photo';

/** /admin/reports/@id: one report, and the moderator's decision with its reason. */
export class ReportDetailsPage extends OperatorPage {
  details: ApiReportDetails | undefined = undefined;
  outcome: Outcome = 'dismiss';
  reason = '';
  days = '7';
  forGood = false;
  /** hide_photo (decision 0075): which of her photos, and the photo queue's reason. */
  photoId: number | undefined = undefined;
  photoReason: ApiPhotoRejectionReason | '' = '';
  busy = false;
  /** The field the server refused, to mark and focus. */
  fieldProblem: string | undefined = undefined;
  done = false;

  constructor(api: AdminApi, readonly id: number) {
    super(api);
    makeObservable(this, {
      ...OPERATOR_PAGE_ANNOTATIONS,
      details: observable,
      outcome: observable,
      reason: observable,
      days: observable,
      forGood: observable,
      photoId: observable,
      photoReason: observable,
      busy: observable,
      fieldProblem: observable,
      done: observable,
      load: action,
      setOutcome: action,
      setReason: action,
      setDays: action,
      setForGood: action,
      setPhoto: action,
      setPhotoReason: action,
      assign: action,
      resolve: action,
    });
  }

  async load(): Promise<void> {
    if (!this.me && !(await this.signIn())) return runInAction(() => void (this.loading = false));
    const answer = await this.api.report(this.id);
    runInAction(() => {
      this.loading = false;
      if (answer.ok) this.details = answer.data;
      else this.problem = answer.problem;
    });
  }

  setOutcome(outcome: Outcome): void {
    this.outcome = outcome;
  }
  setReason(reason: string): void {
    this.reason = reason;
  }
  setDays(days: string): void {
    this.days = days;
  }
  setForGood(forGood: boolean): void {
    this.forGood = forGood;
  }
  setPhoto(photoId: number): void {
    this.photoId = photoId;
  }
  setPhotoReason(reason: ApiPhotoRejectionReason | ''): void {
    this.photoReason = reason;
  }

  async assign(): Promise<void> {
    this.busy = true;
    const answer = await this.api.assignReport(this.id);
    if (!answer.ok) runInAction(() => ((this.problem = answer.problem), (this.busy = false)));
    else {
      runInAction(() => (this.busy = false));
      await this.load();
    }
  }

  async resolve(): Promise<void> {
    this.busy = true;
    this.fieldProblem = undefined;
    const days = this.outcome === 'suspend' && !this.forGood ? Number(this.days) : undefined;
    const reason = this.reason.trim() || undefined;
    const photo = this.outcome === 'hide_photo' ? { photo_id: this.photoId, photo_reason: (this.photoReason || undefined) as ApiPhotoRejectionReason | undefined } : {};
    const answer = await this.api.resolveReport(this.id, { outcome: this.outcome, reason, days, ...photo });
    runInAction(() => {
      this.busy = false;
      if (answer.ok) {
        this.done = true;
        this.problem = undefined;
      } else {
        this.problem = answer.problem;
        this.fieldProblem = answer.problem.field;
      }
    });
    if (answer.ok) await this.load();
  }
}
