import { makeAutoObservable } from 'mobx';
import type { ApiPayment } from '../../bff/contract/api-types';
import { DIRECT_DEBIT, isPaymentMethod, type PaymentMethod } from '../../domain/payments/payment-method';
import type { Api } from '../api/endpoints';
import { fieldProblem } from '../api/problem';
import { FormState } from './form-state';

/**
 * /credits/repeat-order: her last completed order again in one step (SPEC §2), with the same method unless she
 * chooses another of her country's. Direct debit is ordered on its own form.
 */
export class RepeatOrder {
  method: PaymentMethod;
  consent = false;
  readonly form = new FormState(['method', 'consent'] as const);

  constructor(
    readonly last: ApiPayment,
    readonly methods: readonly PaymentMethod[],
    private readonly endpoints: Pick<Api, 'repeatOrder'>,
  ) {
    const previous = isPaymentMethod(last.method) && methods.includes(last.method) ? last.method : undefined;
    this.method = previous ?? methods[0] ?? 'creditcard';
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false, form: false, last: false, methods: false });
  }

  choose(method: PaymentMethod) {
    this.method = method;
  }

  setConsent(consent: boolean) {
    this.consent = consent;
    if (consent) this.form.mark('consent', undefined);
  }

  /** "Opnieuw bestellen": resolves where the browser goes next, or undefined with the problem shown. */
  async order(): Promise<string | undefined> {
    this.form.clear();
    if (!this.consent) {
      this.form.mark('consent', fieldProblem('consent', 'required'));
      return undefined;
    }
    if (this.method === DIRECT_DEBIT) return `/directdebit?bundle=${this.last.bundle_id}`;
    const method = this.method === this.last.method ? undefined : this.method;
    const answer = await this.form.send('repeatOrder', () => this.endpoints.repeatOrder({ consent: true, ...(method ? { method } : {}) }), { stayBusy: true });
    return answer?.checkout_url;
  }
}
