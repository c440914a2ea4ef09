import { action, makeObservable, observable, runInAction } from 'mobx';
import type { ApiQueuedComplaint } from '../../bff/contract/admin-complaint-requests';
import type { AdminApi } from './admin-api';
import { OPERATOR_PAGE_ANNOTATIONS, OperatorPage } from './report-queue';

export type ComplaintStatus = ApiQueuedComplaint['status'];
export const COMPLAINT_STATUSES: readonly ComplaintStatus[] = ['open', 'assigned', 'resolved'];

/**
 * /admin/complaints (decisions 0081, 0082): the complaints of one status, oldest first; an open one taken by the
 * moderator, an open or assigned one resolved with her answer to whoever filed it.
 */
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
  /** The complaint taken last, to say so. */
  taken: string | undefined = undefined;

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
      taken: observable,
      load: action,
      assign: action,
      setNote: action,
      resolve: action,
      noteOf: false,
      isMine: false,
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

  /** Whether the complaint is hers already: then there is nothing to take. */
  isMine(complaint: ApiQueuedComplaint): boolean {
    return complaint.status === 'assigned' && complaint.assignee_id !== null && complaint.assignee_id === this.me?.operator.id;
  }

  /** She takes the complaint (another's assignment passes to her); the list shows it among the assigned afterwards. */
  async assign(id: number): Promise<void> {
    this.busy = id;
    this.resolved = undefined;
    this.taken = undefined;
    const answer = await this.api.assignComplaint(id);
    runInAction(() => {
      this.busy = undefined;
      if (answer.ok) {
        this.taken = this.complaints.find((complaint) => complaint.id === id)?.reference;
        this.problem = undefined;
      } else this.problem = answer.problem;
    });
    if (answer.ok) await this.load('assigned');
  }

  async resolve(id: number): Promise<void> {
    this.busy = id;
    this.noteProblem = undefined;
    this.resolved = undefined;
    this.taken = undefined;
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
