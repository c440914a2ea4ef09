import { makeAutoObservable } from 'mobx';
import { reactivateBody, reactivationRequestBody } from '../../bff/contract/account-closure-requests';
import type { Api } from '../api/endpoints';
import { emailProblem } from './form-rules';
import { FormState } from './form-state';

/** A new reactivation mail (POST /api/reactivate.php): the same answer whether or not the address has a deleted account. */
export class ReactivationRequest {
  readonly form = new FormState(['email'] as const);
  sentTo: string | null = null;

  constructor(private readonly endpoints: Pick<Api, 'requestReactivation'>) {
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false, form: false });
  }

  async request(email: string) {
    this.sentTo = null;
    const request = { email: email.trim() };
    if (!this.form.check(reactivationRequestBody, request, { email: emailProblem(request.email) })) return;
    if (await this.form.send('requestReactivation', () => this.endpoints.requestReactivation(request))) this.sent(request.email);
  }

  private sent(email: string) {
    this.sentTo = email;
  }
}

/** The mailed reactivation link (POST /api/reactivate-do.php): active again and logged in. */
export class Reactivation {
  readonly form = new FormState([] as const);

  constructor(
    private readonly endpoints: Pick<Api, 'reactivate'>,
    private readonly token: string,
  ) {
    makeAutoObservable<this, 'endpoints' | 'token'>(this, { endpoints: false, token: false, form: false });
  }

  /** The link is used or older than 14 days. */
  get linkInvalid(): boolean {
    return this.form.problem?.code === 'link_invalid';
  }

  /** True when the account is active again; the form stays busy while the page leaves. */
  async reactivate(): Promise<boolean> {
    const request = { token: this.token };
    if (!this.form.check(reactivateBody, request)) return false;
    return (await this.form.send('reactivate', () => this.endpoints.reactivate(request), { stayBusy: true })) !== undefined;
  }
}
