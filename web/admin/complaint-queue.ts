import { action, makeObservable, observable, runInAction } from 'mobx';
import type { ApiQueuedComplaint } from '../../bff/contract/admin-complaint-requests';
import type { AdminApi } from './admin-api';
import { OPERATOR_PAGE_ANNOTATIONS, OperatorPage } from './report-queue';

export type ComplaintStatus = ApiQueuedComplaint['status'];
export const COMPLAINT_STATUSES: readonly ComplaintStatus[] = ['open', 'resolved'];

/** /admin/complaints (decision 0081): the complaints of one status, oldest first; an open one resolved with a note. */
export class ComplaintQueuePage extends OperatorPage {
  status: ComplaintStatus = 'open';
  complaints: ApiQueuedComplaint[] = [];
  /** The note being written for each open complaint, by id. */
  notes: Record<number, string> = {};
  /** The complaint being resolved now. */
  busy: number | undefined = undefined;
  /** The complaint whose note the server refused (a required note left empty), to mark and focus. */
  noteProblem: number | undefined = undefined;
  /** The complaint resolved last, to say so. */
  resolved: string | undefined = undefined;

  constructor(api: AdminApi) {
    super(api);
    // makeObservable, not makeAutoObservable: MobX refuses the latter on a subclass in development (it dies).
    makeObservable(this, {
      ...OPERATOR_PAGE_ANNOTATIONS,
      status: observable,
      complaints: observable,
      notes: observable,
      busy: observable,
      noteProblem: observable,
      resolved: observable,
      load: action,
      setNote: action,
      resolve: action,
      noteOf: false,
    });
  }

  async load(status: ComplaintStatus = this.status): Promise<void> {
    this.status = status;
    this.loading = true;
    if (!this.me && !(await this.signIn())) return runInAction(() => void (this.loading = false));
    const answer = await this.api.complaints(status);
    runInAction(() => {
      this.loading = false;
      if (answer.ok) {
        this.complaints = answer.data.complaints;
        this.problem = undefined;
      } else this.problem = answer.problem;
    });
  }

  setNote(id: number, note: string): void {
    this.notes[id] = note;
  }

  noteOf(id: number): string {
    return this.notes[id] ?? '';
  }

  async resolve(id: number): Promise<void> {
    this.busy = id;
    this.noteProblem = undefined;
    this.resolved = undefined;
    const answer = await this.api.resolveComplaint(id, this.noteOf(id));
    runInAction(() => {
      this.busy = undefined;
      if (answer.ok) {
        this.resolved = this.complaints.find((complaint) => complaint.id === id)?.reference;
        delete this.notes[id];
        this.problem = undefined;
      } else if (answer.problem.field === 'note') this.noteProblem = id;
      else this.problem = answer.problem;
    });
    if (answer.ok) await this.load();
  }
}
