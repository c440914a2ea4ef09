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

/** /admin/members/@id: one member's account and what her role may do with it. */
export class MemberAccountPage {
  me: ApiAdminMe | undefined = undefined;
  signedOut = false;
  problem: AdminProblem | undefined = undefined;
  account: ApiMemberAccount | undefined = undefined;
  loading = true;
  busy = false;
  /** What the last action did, said once (an aria-live status). */
  done: 'sessions' | 'activation' | 'credits' | undefined = undefined;
  amount = '';
  reason = '';
  correctionProblem: AdminProblem | undefined = undefined;

  constructor(
    private readonly api: AdminApi,
    readonly id: number,
  ) {
    makeAutoObservable<MemberAccountPage, 'api'>(this, { api: false });
  }

  may(action: string): boolean {
    return this.me?.actions.includes(action) ?? false;
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
    const ok = await this.act('credits', () => this.api.correctCredits(this.id, { amount, reason: this.reason.trim() }), true);
    if (ok)
      runInAction(() => {
        this.amount = '';
        this.reason = '';
      });
  }

  private async act(done: 'sessions' | 'activation' | 'credits', call: () => Promise<AdminAnswer<unknown>>, correction = false): Promise<boolean> {
    this.busy = true;
    this.done = undefined;
    const answer = await call();
    runInAction(() => {
      this.busy = false;
      if (answer.ok) {
        this.done = done;
        this.problem = undefined;
      } else if (answer.status === 401) this.signedOut = true;
      else if (correction) this.correctionProblem = answer.problem;
      else this.problem = answer.problem;
    });
    if (answer.ok) await this.reload();
    return answer.ok;
  }
}
