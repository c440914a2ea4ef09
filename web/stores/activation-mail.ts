import { makeAutoObservable } from 'mobx';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';

/** "Stuur de mail opnieuw" (POST /api/activation-mail.php); a 429 says how many minutes to wait. */
export class ActivationMail {
  readonly form = new FormState([] as const);
  sent = false;

  constructor(private readonly endpoints: Pick<Api, 'resendActivation'>) {
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false, form: false });
  }

  async resend() {
    this.sent = false;
    const answer = await this.form.send('resendActivation', () => this.endpoints.resendActivation());
    this.settle(answer !== undefined);
  }

  private settle(sent: boolean) {
    this.sent = sent;
  }
}
