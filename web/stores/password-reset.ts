import { makeAutoObservable } from 'mobx';
import { passwordResetBody, passwordResetDoBody } from '../../bff/contract/login-security-requests';
import type { Api } from '../api/endpoints';
import { emailProblem, newPasswordProblem, repeatProblem } from './form-rules';
import { FormState } from './form-state';

/** A forgotten password, step 1: the address → a mail with a link (POST /api/password-reset.php). */
export class PasswordResetRequest {
  readonly form = new FormState(['email'] as const);
  /** The address the link went to, once it went. */
  sentTo: string | null = null;

  constructor(private readonly endpoints: Pick<Api, 'requestPasswordReset'>) {
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false, form: false });
  }

  async request(email: string) {
    const request = { email: email.trim() };
    if (!this.form.check(passwordResetBody, request, { email: emailProblem(request.email) })) return;
    if (await this.form.send('requestPasswordReset', () => this.endpoints.requestPasswordReset(request))) this.sent(request.email);
  }

  private sent(email: string) {
    this.sentTo = email;
  }
}

/** A forgotten password, step 2: the mailed token and a new password twice (POST /api/password-reset-do.php). */
export class PasswordReset {
  readonly form = new FormState(['password', 'password_confirmation'] as const);
  done = false;

  constructor(
    private readonly endpoints: Pick<Api, 'resetPassword'>,
    private readonly token: string,
  ) {
    makeAutoObservable<this, 'endpoints' | 'token'>(this, { endpoints: false, token: false, form: false });
  }

  /** No token, or the server says the link is used or expired (SPEC §8 "Link verlopen of invalide"). */
  get linkInvalid(): boolean {
    return !this.token || this.form.problem?.code === 'link_invalid';
  }

  async reset(password: string, confirmation: string) {
    const request = { token: this.token, password, password_confirmation: confirmation };
    const passwordFault = newPasswordProblem(password);
    const further = { password: passwordFault, password_confirmation: passwordFault ? undefined : repeatProblem(password, confirmation) };
    if (!this.form.check(passwordResetDoBody, request, further)) return;
    if (await this.form.send('resetPassword', () => this.endpoints.resetPassword(request))) this.finish();
  }

  private finish() {
    this.done = true;
  }
}
