import { action, computed, makeAutoObservable, makeObservable, observable, runInAction } from 'mobx';
import type { ApiPhotoRejectionReason, ApiQueuedPhoto } from '../../bff/contract/admin-photo-requests';
import type { AdminApi, AdminProblem } from './admin-api';
import { OPERATOR_PAGE_ANNOTATIONS, OperatorPage } from './report-queue';

export const REJECTION_REASONS: readonly ApiPhotoRejectionReason[] = ['nudity', 'not_the_member', 'minor', 'violence', 'contact_details', 'other'];

/** A moderator's choice on one photo of the queue, before she sends it. */
export class PhotoDecision {
  reason: ApiPhotoRejectionReason | '' = '';
  note = '';
  busy = false;
  problem: AdminProblem | undefined = undefined;

  constructor() {
    makeAutoObservable(this);
  }

  setReason(reason: ApiPhotoRejectionReason | ''): void {
    this.reason = reason;
    if (this.problem?.field === 'reason') this.problem = undefined;
  }
  setNote(note: string): void {
    this.note = note;
    if (this.problem?.field === 'note') this.problem = undefined;
  }
}

/** /admin/photos (decision 0075): the photos waiting for a moderator, oldest first; approve, or reject with a reason. */
export class PhotoQueuePage extends OperatorPage {
  photos: ApiQueuedPhoto[] = [];
  waiting = 0;
  readonly decisions = new Map<number, PhotoDecision>();
  /** What was done last, for the polite status line. */
  lastDone: { readonly id: number; readonly verdict: 'approved' | 'rejected' } | undefined = undefined;

  constructor(api: AdminApi) {
    super(api);
    makeObservable<PhotoQueuePage, 'decide'>(this, {
      ...OPERATOR_PAGE_ANNOTATIONS,
      decisions: false,
      decide: false,
      photos: observable,
      waiting: observable,
      lastDone: observable,
      mayModerate: computed,
      decisionOf: action,
      load: action,
      approve: action,
      reject: action,
    });
  }

  get mayModerate(): boolean {
    return this.me?.actions.includes('photos.moderate') ?? false;
  }

  decisionOf(id: number): PhotoDecision {
    let decision = this.decisions.get(id);
    if (!decision) this.decisions.set(id, (decision = new PhotoDecision()));
    return decision;
  }

  async load(): Promise<void> {
    this.loading = true;
    if (!this.me && !(await this.signIn())) return runInAction(() => void (this.loading = false));
    const answer = await this.api.photos();
    runInAction(() => {
      this.loading = false;
      if (answer.ok) {
        this.photos = [...answer.data.photos];
        this.waiting = answer.data.waiting;
        this.problem = undefined;
      } else this.problem = answer.problem;
    });
  }

  async approve(id: number): Promise<void> {
    await this.decide(id, 'approved', () => this.api.approvePhoto(id));
  }

  async reject(id: number): Promise<void> {
    const decision = this.decisionOf(id);
    const note = decision.note.trim() || undefined;
    // An empty choice goes to the server as it is: its 400 names the field, as for every other refusal.
    await this.decide(id, 'rejected', () => this.api.rejectPhoto(id, { reason: decision.reason as ApiPhotoRejectionReason, note }));
  }

  private async decide(id: number, verdict: 'approved' | 'rejected', send: () => ReturnType<AdminApi['approvePhoto']>): Promise<void> {
    const decision = this.decisionOf(id);
    runInAction(() => ((decision.busy = true), (decision.problem = undefined)));
    const answer = await send();
    runInAction(() => {
      decision.busy = false;
      if (!answer.ok) {
        decision.problem = answer.problem;
        return;
      }
      this.photos = this.photos.filter((photo) => photo.id !== id);
      this.waiting = Math.max(0, this.waiting - 1);
      this.decisions.delete(id);
      this.lastDone = { id, verdict };
    });
    if (answer.ok && this.photos.length === 0 && this.waiting > 0) await this.load();
  }
}
