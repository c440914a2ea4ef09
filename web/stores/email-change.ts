import { makeAutoObservable } from 'mobx';
import { mailChangeBody, mailChangeDoBody } from '../../bff/contract/login-security-requests';
import { NO_ANSWER, fieldProblem, problemFrom, type Problem } from '../api/problem';
import type { Api } from '../api/endpoints';
import { emailProblem } from './form-rules';
import { FormState } from './form-state';
import type { SessionStore } from './session-store';

/** Settings: a new address and the password → a confirmation link to the new address (POST /api/mail-change.php). */
export class EmailChange {
  readonly form = new FormState(['email', 'password'] as const);
  /** The new address the link went to, once it went. */
  sentTo: string | null = null;

  constructor(
    private readonly endpoints: Pick<Api, 'requestEmailChange'>,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'endpoints' | 'session'>(this, { endpoints: false, session: false, form: false });
  }

  /** True when the link went out. */
  async request(email: string, password: string): Promise<boolean> {
    this.sentTo = null;
    const request = { email: email.trim(), password };
    const current = this.session.user?.email ?? '';
    const same = request.email.toLowerCase() === current.toLowerCase() ? fieldProblem('email', 'same') : undefined;
    if (!this.form.check(mailChangeBody, request, { email: emailProblem(request.email) ?? same })) return false;
    const sent = (await this.form.send('requestEmailChange', () => this.endpoints.requestEmailChange(request))) !== undefined;
    if (sent) this.sent(request.email);
    return sent;
  }

  private sent(email: string) {
    this.sentTo = email;
  }
}

/** The link mailed to the new address: its token is posted once (POST /api/mail-change-do.php). */
export class EmailChangeConfirmation {
  state: 'busy' | 'done' | 'failed';
  /** Why it failed: link_invalid, email_taken (taken meanwhile), or another. */
  problem: Problem | null = null;
  email = '';
  private posted = false;

  constructor(
    private readonly endpoints: Pick<Api, 'confirmEmailChange'>,
    private readonly session: SessionStore,
    private readonly token: string,
  ) {
    this.state = token ? 'busy' : 'failed';
    if (!token) this.problem = { code: 'link_invalid', action: 'confirmEmailChange' };
    makeAutoObservable<this, 'endpoints' | 'session' | 'token'>(this, { endpoints: false, session: false, token: false });
  }

  /** A link is single-use: it is never posted twice (React's strict mode runs effects twice). */
  async confirm() {
    if (!this.token || this.posted) return;
    this.posted = true;
    const request = { token: this.token };
    if (!mailChangeDoBody.safeParse(request).success) return this.fail({ code: 'link_invalid', action: 'confirmEmailChange' });
    const answer = await this.endpoints.confirmEmailChange(request).catch(() => undefined);
    if (answer === undefined || answer === false) this.fail({ code: NO_ANSWER, action: 'confirmEmailChange' });
    else if (answer.ok) this.confirmed(answer.data.email);
    else this.fail(problemFrom(answer.error, 'confirmEmailChange'));
  }

  private fail(problem: Problem) {
    this.state = 'failed';
    this.problem = problem;
  }

  private confirmed(email: string) {
    this.state = 'done';
    this.email = email;
    const user = this.session.user;
    if (user) this.session.setUser({ ...user, email });
  }
}
