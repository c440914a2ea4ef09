import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi, AdminProblem } from './admin-api';

export type AdminLoginStep = 'password' | 'code' | 'enrol' | 'recovery';

/**
 * The operator's login at /admin/login (decision 0070): email and password; then her app's code or a recovery code,
 * or at her first login the enrolment (QR code, first code) and the ten recovery codes shown once.
 */
export class AdminLoginFlow {
  step: AdminLoginStep = 'password';
  busy = false;
  problem: AdminProblem | undefined = undefined;
  enrolment: { readonly secret: string; readonly uri: string } | undefined = undefined;
  recoveryCodes: readonly string[] = [];
  /** Her recovery codes left after she used one. */
  recoveryCodesLeft: number | undefined = undefined;

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<AdminLoginFlow, 'api'>(this, { api: false });
  }

  /** The field a problem names, for the form to mark. */
  get problemField(): string | undefined {
    return this.problem?.field;
  }

  async logIn(email: string, password: string): Promise<void> {
    if (!email.trim()) return this.refuse({ error: 'invalid_input', field: 'email' });
    if (!password) return this.refuse({ error: 'invalid_input', field: 'password' });
    this.start();
    const answer = await this.api.logIn(email, password);
    runInAction(() => {
      this.busy = false;
      if (!answer.ok) {
        this.problem = answer.problem;
        return;
      }
      if (answer.data.next === 'enrol') {
        this.enrolment = { secret: answer.data.secret, uri: answer.data.otpauth_uri };
        this.step = 'enrol';
      } else this.step = 'code';
    });
  }

  /** Resolves true when she is signed in and may go to /admin now (not while her recovery codes are shown). */
  async submitCode(code: string): Promise<boolean> {
    if (!code.trim()) {
      this.refuse({ error: 'invalid_input', field: 'code' });
      return false;
    }
    this.start();
    const answer = await this.api.submitCode(code.trim());
    return runInAction(() => {
      this.busy = false;
      if (!answer.ok) {
        // Half a session lasts 10 minutes: past it she starts again from her password.
        if (answer.problem.error === 'operator_required') this.step = 'password';
        this.problem = answer.problem;
        return false;
      }
      this.recoveryCodesLeft = answer.data.recovery_codes_left;
      if (answer.data.recovery_codes) {
        this.recoveryCodes = answer.data.recovery_codes;
        this.step = 'recovery';
        return false;
      }
      return true;
    });
  }

  private start(): void {
    this.busy = true;
    this.problem = undefined;
  }

  private refuse(problem: AdminProblem): void {
    this.problem = problem;
  }
}
