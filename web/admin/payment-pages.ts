import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiAdminMe } from '../../bff/contract/admin-requests';
import type { ApiAdminPayment, ApiAdminPaymentDetail } from '../../bff/contract/admin-payment-requests';
import type { AdminApi, AdminProblem } from './admin-api';

async function whoIsIn(api: AdminApi): Promise<{ me?: ApiAdminMe; signedOut: boolean; problem?: AdminProblem }> {
  const me = await api.me();
  if (me.ok) return { me: me.data, signedOut: false };
  return { signedOut: me.status === 401 || me.status === 403, problem: me.status === 401 || me.status === 403 ? undefined : me.problem };
}

export const PAYMENT_FILTERS = ['status', 'method', 'email', 'member', 'from', 'until'] as const;
export type PaymentFilterName = (typeof PAYMENT_FILTERS)[number];

/** /admin/payments: finance's list of payments, newest first, filtered and paged (decision 0076). */
export class PaymentListPage {
  me: ApiAdminMe | undefined = undefined;
  signedOut = false;
  problem: AdminProblem | undefined = undefined;
  filter: Record<PaymentFilterName, string> = { status: '', method: '', email: '', member: '', from: '', until: '' };
  payments: ApiAdminPayment[] = [];
  next: string | null = null;
  loaded = false;
  busy = false;

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<PaymentListPage, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    const who = await whoIsIn(this.api);
    runInAction(() => Object.assign(this, who));
    if (who.me) await this.search();
  }

  set(name: PaymentFilterName, value: string): void {
    this.filter[name] = value;
  }

  /** The first page for the filter; `more` adds the next page below. */
  async search(more = false): Promise<void> {
    this.busy = true;
    const answer = await this.api.payments({ ...this.filter, ...(more && this.next ? { before: this.next } : {}) });
    runInAction(() => {
      this.busy = false;
      this.loaded = true;
      if (answer.ok) {
        this.payments = more ? [...this.payments, ...answer.data.payments] : [...answer.data.payments];
        this.next = answer.data.next;
        this.problem = undefined;
      } else if (answer.status === 401) this.signedOut = true;
      else this.problem = answer.problem;
    });
  }
}

/** A key for one refund form: a double click or a retry sends the same, so the refund is made once. */
const newKey = (): string => `rf-${crypto.randomUUID()}`;

/** /admin/payments/@id: one payment, its refunds and reversal, and finance's refund and reversal forms. */
export class PaymentDetailPage {
  me: ApiAdminMe | undefined = undefined;
  signedOut = false;
  problem: AdminProblem | undefined = undefined;
  payment: ApiAdminPaymentDetail | undefined = undefined;
  loading = true;
  busy = false;
  done: 'refunded' | 'reversed' | undefined = undefined;
  /** Euros as typed ('' for everything still refundable). */
  amount = '';
  reason = '';
  refundProblem: AdminProblem | undefined = undefined;
  reversalReason = '';
  reversalProblem: AdminProblem | undefined = undefined;
  private key = newKey();

  constructor(
    private readonly api: AdminApi,
    readonly id: string,
  ) {
    makeAutoObservable<PaymentDetailPage, 'api' | 'key'>(this, { api: false, key: false });
  }

  get mayRefund(): boolean {
    return (this.me?.actions.includes('payments.refund') ?? false) && (this.payment?.refundable ?? 0) > 0;
  }

  get mayReverse(): boolean {
    return (this.me?.actions.includes('payments.refund') ?? false) && this.payment?.status === 'completed' && !this.payment.reversed && this.payment.refundable > 0;
  }

  async load(): Promise<void> {
    const who = await whoIsIn(this.api);
    runInAction(() => Object.assign(this, who));
    if (!who.me) return runInAction(() => void (this.loading = false));
    const answer = await this.api.payment(this.id);
    runInAction(() => {
      this.loading = false;
      if (answer.ok) this.payment = answer.data;
      else if (answer.status === 401) this.signedOut = true;
      else this.problem = answer.problem;
    });
  }

  set(field: 'amount' | 'reason' | 'reversalReason', value: string): void {
    this[field] = value;
  }

  async refund(): Promise<void> {
    const typed = this.amount.trim().replace(',', '.');
    const cents = typed === '' ? undefined : Math.round(Number(typed) * 100);
    if (cents !== undefined && (!/^\d+(\.\d{1,2})?$/.test(typed) || cents <= 0)) return void (this.refundProblem = { error: 'invalid_input', field: 'amount', reason: 'invalid' });
    if (!this.reason.trim()) return void (this.refundProblem = { error: 'invalid_input', field: 'reason' });
    this.refundProblem = undefined;
    this.busy = true;
    this.done = undefined;
    const answer = await this.api.refundPayment(this.id, { ...(cents !== undefined ? { amount: cents } : {}), reason: this.reason.trim(), idempotency_key: this.key });
    runInAction(() => {
      this.busy = false;
      if (answer.ok) {
        this.payment = answer.data;
        this.done = 'refunded';
        this.amount = '';
        this.reason = '';
        this.key = newKey();
      } else if (answer.status === 401) this.signedOut = true;
      else {
        this.refundProblem = answer.problem;
        // A refusal made nothing: the next try is a new refund.
        if (answer.status !== 0) this.key = newKey();
      }
    });
  }

  async reverse(): Promise<void> {
    if (!this.reversalReason.trim()) return void (this.reversalProblem = { error: 'invalid_input', field: 'reason' });
    this.reversalProblem = undefined;
    this.busy = true;
    this.done = undefined;
    const answer = await this.api.reversePayment(this.id, { reason: this.reversalReason.trim() });
    runInAction(() => {
      this.busy = false;
      if (answer.ok) {
        this.payment = answer.data;
        this.done = 'reversed';
        this.reversalReason = '';
      } else if (answer.status === 401) this.signedOut = true;
      else this.reversalProblem = answer.problem;
    });
  }
}
