import { makeAutoObservable, runInAction } from 'mobx';
import type { z } from 'zod/mini';
import { loginBody } from '../../bff/contract/requests';
import type { FormProblem } from '../../bff/contract/form-problem';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';

export type LoginRequest = z.input<typeof loginBody>;

/** The login form (POST /api/user.php): login_failed and login_locked are the form's, with the lockout's minutes. */
export class LoginForm {
  readonly form = new FormState(['email', 'password'] as const);

  /** `shown`: what the bff said of the form's post before the page's scripts ran (bff/forms/login-form-route.ts). */
  constructor(private readonly endpoints: Pick<Api, 'logIn'>, shown?: FormProblem) {
    // Made while the page renders: a plain action (not the store's own, which acts as the render there) sets it.
    if (shown) runInAction(() => this.form.place({ ...shown, action: 'logIn' }));
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false, form: false });
  }

  /** True when the member is logged in; the form stays busy while the page leaves. */
  async logIn(request: LoginRequest): Promise<boolean> {
    if (!this.form.check(loginBody, request)) return false;
    return (await this.form.send('logIn', () => this.endpoints.logIn(request), { stayBusy: true })) !== undefined;
  }
}
