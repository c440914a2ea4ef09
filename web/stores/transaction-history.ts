import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiPayment } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';

/**
 * Her payments on /transactions (issue 27): the list the server rendered, or, when the server could not read it, the
 * state that says so and tries again in the browser (loading meanwhile, failed again when the call fails too).
 */
export class TransactionHistory {
  payments: readonly ApiPayment[] | null;
  loading = false;

  constructor(
    payments: readonly ApiPayment[] | null,
    private readonly endpoints: Pick<Api, 'transactions'>,
  ) {
    this.payments = payments;
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false });
  }

  /** The list could not be read (and is not being read again right now). */
  get failed(): boolean {
    return this.payments === null && !this.loading;
  }

  get empty(): boolean {
    return this.payments !== null && this.payments.length === 0;
  }

  /** "Opnieuw proberen": the list asked again; kept as it was when that fails too. */
  async retry(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    const answer = await this.endpoints.transactions().catch(() => null);
    runInAction(() => {
      this.loading = false;
      if (answer && answer.ok) this.payments = answer.data.payments;
    });
  }
}
