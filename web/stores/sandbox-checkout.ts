import { makeAutoObservable } from 'mobx';
import type { ApiSandboxCheckout } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';

export type SandboxOutcome = 'paid' | 'pending' | 'failed' | 'canceled';

/** The sandbox provider's test checkout: the tester decides what the payment does, then goes back to the payment's page. */
export class SandboxCheckout {
  chosen: SandboxOutcome | null = null;
  readonly form = new FormState([] as const);

  constructor(
    readonly checkout: ApiSandboxCheckout,
    private readonly endpoints: Pick<Api, 'sandboxOutcome'>,
  ) {
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false, form: false, checkout: false });
  }

  /** Only an open checkout can still be decided. */
  get open(): boolean {
    return this.checkout.status === 'open';
  }

  /** Resolves the payment's page to go back to, or undefined with the problem shown. */
  async decide(outcome: SandboxOutcome): Promise<string | undefined> {
    this.chosen = outcome;
    const answer = await this.form.send('sandboxOutcome', () => this.endpoints.sandboxOutcome({ ref: this.checkout.ref, outcome }), { stayBusy: true });
    return answer?.redirect_url;
  }
}
