import { makeAutoObservable } from 'mobx';
import { activateRequest } from '../../bff/contract/signup-requests';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';
import type { SessionStore } from './session-store';

export type ActivationOutcome = 'done' | 'link_invalid' | 'failed';

/** The token of the activation mail (POST /api/activate.php): the member is confirmed and logged in. */
export class Activation {
  readonly form = new FormState([] as const);
  outcome: ActivationOutcome | null = null;
  private started = false;

  constructor(
    private readonly endpoints: Pick<Api, 'activate'>,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'endpoints' | 'session'>(this, { endpoints: false, session: false, form: false });
  }

  /** Once per token (React's strict mode runs effects twice); a refused token (400) is an invalid link. */
  async activate(token: string): Promise<ActivationOutcome | null> {
    if (this.started) return null;
    this.started = true;
    const request = { token };
    const answer = activateRequest.safeParse(request).success ? await this.form.send('activate', () => this.endpoints.activate(request)) : undefined;
    return this.settle(answer?.user);
  }

  private settle(user: Parameters<SessionStore['setUser']>[0] | undefined): ActivationOutcome {
    const code = this.form.problem?.code;
    if (user) this.session.setUser(user);
    this.outcome = user ? 'done' : code === undefined || code === 'link_invalid' || code === 'invalid_input' ? 'link_invalid' : 'failed';
    return this.outcome;
  }
}
