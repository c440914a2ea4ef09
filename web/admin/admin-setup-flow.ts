import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi, AdminProblem } from './admin-api';

/**
 * /admin/setup?token=… (decision 0083): an operator made from the back office chooses her password with her one-time
 * link; then she logs in and enrols her authenticator app as every operator does.
 */
export class AdminSetupFlow {
  busy = false;
  problem: AdminProblem | undefined = undefined;
  /** Her address once her password is set: the page sends her to the login. */
  doneFor: string | undefined = undefined;

  constructor(
    private readonly api: Pick<AdminApi, 'setUpOperator'>,
    readonly token: string,
  ) {
    makeAutoObservable<AdminSetupFlow, 'api'>(this, { api: false, token: false });
  }

  /** A page opened without a token has no link to use: the same words as a link that no longer works. */
  get linkMissing(): boolean {
    return this.token === '';
  }

  get problemField(): string | undefined {
    return this.problem?.error === 'invalid_input' ? this.problem.field : undefined;
  }

  async submit(password: string): Promise<void> {
    if (this.busy || this.linkMissing) return;
    this.busy = true;
    this.problem = undefined;
    const answer = await this.api.setUpOperator(this.token, password);
    runInAction(() => {
      this.busy = false;
      if (answer.ok) this.doneFor = answer.data.email;
      else this.problem = answer.problem;
    });
  }
}
