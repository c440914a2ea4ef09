import { makeAutoObservable } from 'mobx';
import { passwordChangeBody } from '../../bff/contract/login-security-requests';
import type { Api } from '../api/endpoints';
import { newPasswordProblem } from './form-rules';
import { FormState } from './form-state';

/** Settings: the current and a new password (PUT /api/password.php); the server ends every other session. */
export class PasswordChange {
  readonly form = new FormState(['current_password', 'password'] as const);
  done = false;

  constructor(private readonly endpoints: Pick<Api, 'changePassword'>) {
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false, form: false });
  }

  /** True when the password changed. */
  async change(current: string, password: string): Promise<boolean> {
    this.done = false;
    const request = { current_password: current, password };
    if (!this.form.check(passwordChangeBody, request, { password: newPasswordProblem(password) })) return false;
    const changed = (await this.form.send('changePassword', () => this.endpoints.changePassword(request))) !== undefined;
    this.finish(changed);
    return changed;
  }

  private finish(done: boolean) {
    this.done = done;
  }
}
