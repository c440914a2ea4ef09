import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiAdminMe } from '../../bff/contract/admin-requests';
import type { ApiMemberAccount, ApiMemberSummary } from '../../bff/contract/admin-member-requests';
import type { AdminAnswer, AdminApi, AdminProblem } from './admin-api';

/** Who is signed in (for the bar's links and the actions shown); signedOut sends her to /admin/login. */
async function whoIsIn(api: AdminApi): Promise<{ me?: ApiAdminMe; signedOut: boolean; problem?: AdminProblem }> {
  const me = await api.me();
  if (me.ok) return { me: me.data, signedOut: false };
  return { signedOut: me.status === 401 || me.status === 403, problem: me.status === 401 || me.status === 403 ? undefined : me.problem };
}

/** /admin/members: the search by email, name or id (decision 0073). */
export class MemberSearchPage {
  me: ApiAdminMe | undefined = undefined;
  signedOut = false;
  problem: AdminProblem | undefined = undefined;
  query = '';
  /** The query the results are for; undefined before the first search. */
  searched: string | undefined = undefined;
  results: ApiMemberSummary[] = [];
  busy = false;

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<MemberSearchPage, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    const who = await whoIsIn(this.api);
    runInAction(() => Object.assign(this, who));
  }

  setQuery(query: string): void {
    this.query = query;
  }

  async search(): Promise<void> {
    const q = this.query.trim();
    if (!q) {
      this.problem = { error: 'invalid_input', field: 'q' };
      return;
    }
    this.busy = true;
    const answer = await this.api.findMembers(q);
    runInAction(() => {
      this.busy = false;
      if (answer.ok) {
        this.results = [...answer.data.members];
        this.searched = q;
        this.problem = undefined;
      } else if (answer.status === 401) this.signedOut = true;
      else this.problem = answer.problem;
    });
  }
}

export type MemberActionDone = 'sessions' | 'activation' | 'credits' | 'email' | 'deleted' | 'erased' | 'suspended' | 'lifted';
type ActionForm = 'correction' | 'email' | 'delete' | 'erase' | 'suspension';

/** /admin/members/@id: one member's account and what her role may do with it. */
export class MemberAccountPage {
  me: ApiAdminMe | undefined = undefined;
  signedOut = false;
  problem: AdminProblem | undefined = undefined;
  account: ApiMemberAccount | undefined = undefined;
  loading = true;
  busy = false;
  /** What the last action did, said once (an aria-live status). */
  done: MemberActionDone | undefined = undefined;
  amount = '';
  reason = '';
  correctionProblem: AdminProblem | undefined = undefined;
  /** Decision 0079: support's forms, each with its own refusal. */
  newEmail = '';
  emailReason = '';
  emailProblem: AdminProblem | undefined = undefined;
  deleteReason = '';
  deleteProblem: AdminProblem | undefined = undefined;
  eraseReason = '';
  eraseConfirm = '';
  eraseProblem: AdminProblem | undefined = undefined;
  /** Decision 0072: a moderator's suspension (for `suspendDays` days, or for good) or its lifting, each with a reason. */
  suspendForGood = false;
  suspendDays = '7';
  suspendReason = '';
  liftReason = '';
  suspensionProblem: AdminProblem | undefined = undefined;

  constructor(
    private readonly api: AdminApi,
    readonly id: number,
  ) {
    makeAutoObservable<MemberAccountPage, 'api'>(this, { api: false });
  }

  may(action: string): boolean {
    return this.me?.actions.includes(action) ?? false;
  }

  /** A tombstone (decision 0079): nothing left to act on. */
  get erased(): boolean {
    return Boolean(this.account?.erased_at);
  }

  get mayEdit(): boolean {
    return this.may('members.edit') && !this.erased && this.account?.status !== 'deleted';
  }

  get mayHandleGdpr(): boolean {
    return this.may('gdpr.handle') && !this.erased;
  }

  /** The confirmation of an erasure: her id typed as it is. */
  get eraseConfirmed(): boolean {
    return this.eraseConfirm.trim() === String(this.id);
  }

  set(field: 'newEmail' | 'emailReason' | 'deleteReason' | 'eraseReason' | 'eraseConfirm' | 'suspendDays' | 'suspendReason' | 'liftReason', value: string): void {
    this[field] = value;
  }

  setSuspendForGood(forGood: boolean): void {
    this.suspendForGood = forGood;
  }

  /** Decision 0072: suspending her is the moderator's (members.suspend); a deleted or erased account is left alone. */
  get maySuspend(): boolean {
    return this.may('members.suspend') && !this.erased && this.account !== undefined && this.account.status !== 'deleted';
  }

  get suspended(): boolean {
    return this.account?.status === 'suspended';
  }

  async suspend(): Promise<void> {
    const days = Number(this.suspendDays.trim());
    if (!this.suspendForGood && (!this.suspendDays.trim() || !Number.isInteger(days) || days < 1 || days > 365)) {
      return void (this.suspensionProblem = { error: 'invalid_input', field: 'days' });
    }
    if (!this.suspendReason.trim()) return void (this.suspensionProblem = { error: 'invalid_input', field: 'reason' });
    this.suspensionProblem = undefined;
    const body = this.suspendForGood ? { reason: this.suspendReason.trim() } : { days, reason: this.suspendReason.trim() };
    const ok = await this.act('suspended', () => this.api.suspendMember(this.id, body), 'suspension');
    if (ok) runInAction(() => void (this.suspendReason = ''));
  }

  async liftSuspension(): Promise<void> {
    if (!this.liftReason.trim()) return void (this.suspensionProblem = { error: 'invalid_input', field: 'reason' });
    this.suspensionProblem = undefined;
    const ok = await this.act('lifted', () => this.api.liftSuspension(this.id, { reason: this.liftReason.trim() }), 'suspension');
    if (ok) runInAction(() => void (this.liftReason = ''));
  }

  async changeEmail(): Promise<void> {
    const email = this.newEmail.trim();
    if (!email.includes('@')) return void (this.emailProblem = { error: 'invalid_input', field: 'email' });
    if (!this.emailReason.trim()) return void (this.emailProblem = { error: 'invalid_input', field: 'reason' });
    this.emailProblem = undefined;
    const ok = await this.act('email', () => this.api.changeMemberEmail(this.id, { email, reason: this.emailReason.trim() }), 'email');
    if (ok)
      runInAction(() => {
        this.newEmail = '';
        this.emailReason = '';
      });
  }

  async deleteAccount(): Promise<void> {
    if (!this.deleteReason.trim()) return void (this.deleteProblem = { error: 'invalid_input', field: 'reason' });
    this.deleteProblem = undefined;
    const ok = await this.act('deleted', () => this.api.deleteMember(this.id, { reason: this.deleteReason.trim() }), 'delete');
    if (ok) runInAction(() => void (this.deleteReason = ''));
  }

  async erase(): Promise<void> {
    if (!this.eraseReason.trim()) return void (this.eraseProblem = { error: 'invalid_input', field: 'reason' });
    if (!this.eraseConfirmed) return void (this.eraseProblem = { error: 'invalid_input', field: 'confirm' });
    this.eraseProblem = undefined;
    const ok = await this.act('erased', () => this.api.eraseMember(this.id, { reason: this.eraseReason.trim(), confirm: Number(this.eraseConfirm.trim()) }), 'erase');
    if (ok)
      runInAction(() => {
        this.eraseReason = '';
        this.eraseConfirm = '';
      });
  }

  get mayResendActivation(): boolean {
    return this.may('mail.resend') && this.account?.status === 'not_confirmed';
  }

  async load(): Promise<void> {
    const who = await whoIsIn(this.api);
    runInAction(() => Object.assign(this, who));
    if (!who.me) return runInAction(() => void (this.loading = false));
    await this.reload();
  }

  private async reload(): Promise<void> {
    const answer = await this.api.member(this.id);
    runInAction(() => {
      this.loading = false;
      if (answer.ok) this.account = answer.data;
      else if (answer.status === 401) this.signedOut = true;
      else this.problem = answer.problem;
    });
  }

  setAmount(amount: string): void {
    this.amount = amount;
  }

  setReason(reason: string): void {
    this.reason = reason;
  }

  async endSessions(): Promise<void> {
    await this.act('sessions', () => this.api.endMemberSessions(this.id));
  }

  async resendActivation(): Promise<void> {
    await this.act('activation', () => this.api.resendActivation(this.id));
  }

  async correctCredits(): Promise<void> {
    const amount = Number(this.amount);
    if (!this.amount.trim() || !Number.isInteger(amount) || amount === 0) {
      this.correctionProblem = { error: 'invalid_input', field: 'amount' };
      return;
    }
    if (!this.reason.trim()) {
      this.correctionProblem = { error: 'invalid_input', field: 'reason' };
      return;
    }
    this.correctionProblem = undefined;
    const ok = await this.act('credits', () => this.api.correctCredits(this.id, { amount, reason: this.reason.trim() }), 'correction');
    if (ok)
      runInAction(() => {
        this.amount = '';
        this.reason = '';
      });
  }

  private async act(done: MemberActionDone, call: () => Promise<AdminAnswer<unknown>>, form?: ActionForm): Promise<boolean> {
    this.busy = true;
    this.done = undefined;
    const answer = await call();
    runInAction(() => {
      this.busy = false;
      if (answer.ok) {
        this.done = done;
        this.problem = undefined;
      } else if (answer.status === 401) this.signedOut = true;
      else if (form === 'correction') this.correctionProblem = answer.problem;
      else if (form === 'email') this.emailProblem = answer.problem;
      else if (form === 'delete') this.deleteProblem = answer.problem;
      else if (form === 'erase') this.eraseProblem = answer.problem;
      else if (form === 'suspension') this.suspensionProblem = answer.problem;
      else this.problem = answer.problem;
    });
    if (answer.ok) await this.reload();
    return answer.ok;
  }
}
