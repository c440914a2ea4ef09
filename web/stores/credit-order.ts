import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiCreditBundle, ApiDiscountCode } from '../../bff/contract/api-types';
import { checkRequest } from '../../bff/contract/fields';
import { discountCodeQuery } from '../../bff/contract/payment-requests';
import { discountedAmount } from '../../domain/payments/bundle';
import { messagePrice, type MessagePrice } from '../../domain/payments/message-price';
import { DIRECT_DEBIT, isPaymentMethod, type PaymentMethod } from '../../domain/payments/payment-method';
import { cents, percent, type Cents } from '../../domain/shared/quantities';
import type { Api } from '../api/endpoints';
import { fieldProblem } from '../api/problem';
import { centsOf } from '../i18n/money';
import { FormState } from './form-state';
import type { PassedCode } from './passed-code';

/** What a discount makes of a list price, in cents: the domain's rounding (the server's), in the member's favour. */
export const withDiscount = (list: Cents, discount: Pick<ApiDiscountCode, 'percentage'> | null): Cents =>
  discount && discount.percentage > 0 ? discountedAmount(list, percent(discount.percentage)) : list;

const schemaAccepts = (schema: typeof discountCodeQuery, request: unknown) => checkRequest(schema, request).ok;

/** Whether a discount may be used with a method (no list of methods: every one). */
export const discountFits = (discount: ApiDiscountCode, method: string): boolean =>
  discount.paymentmethods.length === 0 || discount.paymentmethods.includes(method);

/**
 * The order overview of one bundle (/credits/@id/@paymentmethod): the method, a discount code checked before paying, the
 * consent to immediate delivery, then the checkout. Direct debit is no checkout: it is ordered on /directdebit.
 */
export class CreditOrder {
  method: PaymentMethod | null;
  /** What the member typed in the code field. */
  code: string;
  /** The code checked for this order; null when none applies. */
  discount: ApiDiscountCode | null;
  consent = false;
  checking = false;
  readonly form = new FormState(['method', 'discount_code', 'consent'] as const);

  constructor(
    readonly bundle: ApiCreditBundle,
    readonly methods: readonly PaymentMethod[],
    chosen: string | undefined,
    activeDiscount: ApiDiscountCode | null,
    private readonly endpoints: Pick<Api, 'checkout' | 'discountCode'>,
    passed: PassedCode | null = null,
  ) {
    this.method = chosen && isPaymentMethod(chosen) && methods.includes(chosen) ? chosen : (methods[0] ?? null);
    this.discount = activeDiscount;
    this.code = activeDiscount?.code ?? '';
    // A code of the address (SPEC §7 query passthrough) is as if typed and applied: its discount, or its error beside
    // the field with nothing else changed (her active discount stays).
    if (passed) {
      this.code = passed.code;
      if ('discount' in passed) this.discount = passed.discount;
      // Made while the page renders: a plain action (not the form's own, which acts as the render there) marks it.
      else runInAction(() => this.form.mark('discount_code', passed.problem));
    }
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false, form: false, bundle: false, methods: false });
  }

  /** The discount that applies to the chosen method, if any. */
  get applied(): ApiDiscountCode | null {
    return this.discount && this.method && discountFits(this.discount, this.method) ? this.discount : null;
  }

  /** The bundle's list price, in cents. */
  get listAmount(): Cents {
    return centsOf(this.bundle.amount);
  }

  /** What she pays with the discount that applies to the chosen method, in cents. */
  get total(): Cents {
    return withDiscount(this.listAmount, this.applied);
  }

  /** What the discount takes off: the list price minus the total, so the lines of the summary add up. */
  get discountAmount(): Cents {
    return cents(this.listAmount - this.total);
  }

  /** What one message costs at the total she pays (not at the list price beside it): decision 0046. */
  get perMessage(): MessagePrice | null {
    return messagePrice(this.total, this.bundle.messages);
  }

  get directDebit(): boolean {
    return this.method === DIRECT_DEBIT;
  }

  /** Where direct debit is ordered: the form of its own, with this bundle. */
  get directDebitHref(): string {
    return `/directdebit?bundle=${this.bundle.id}`;
  }

  choose(method: PaymentMethod) {
    this.method = method;
    this.form.mark('method', undefined);
  }

  setCode(code: string) {
    this.code = code;
    this.form.mark('discount_code', undefined);
  }

  setConsent(consent: boolean) {
    this.consent = consent;
    if (consent) this.form.mark('consent', undefined);
  }

  /** "Toepassen": the typed code checked against this bundle and method; an empty field removes the discount. */
  async applyCode(): Promise<void> {
    const code = this.code.trim();
    if (!code) {
      this.discount = null;
      this.form.mark('discount_code', undefined);
      return;
    }
    const request = { code, bundle_id: this.bundle.id, method: this.method ?? undefined };
    if (!schemaAccepts(discountCodeQuery, request)) {
      this.form.mark('discount_code', { code: 'code_invalid' });
      return;
    }
    this.checking = true;
    const answer = await this.form.send('discountCode', () => this.endpoints.discountCode(request));
    runInAction(() => {
      this.checking = false;
      if (answer) this.discount = answer;
      else if (this.form.problem && this.form.problem.code.startsWith('code_')) {
        // The code's own fault belongs beside its field.
        this.form.mark('discount_code', this.form.problem);
        this.form.problem = null;
        this.discount = null;
      }
    });
  }

  /**
   * "Betalen": the consent and method checked, then the checkout. Resolves where the browser goes next (the provider's
   * checkout, or the direct-debit form), or undefined with the problem shown. The form stays busy while it leaves.
   */
  async pay(): Promise<string | undefined> {
    this.form.clear();
    if (!this.method) {
      this.form.mark('method', fieldProblem('method', 'required'));
      return undefined;
    }
    if (!this.consent) {
      this.form.mark('consent', fieldProblem('consent', 'required'));
      return undefined;
    }
    if (this.directDebit) return this.directDebitHref;
    const discount = this.applied;
    const request = { bundle_id: this.bundle.id, method: this.method, consent: true as const, ...(discount ? { discount_code: discount.code } : {}) };
    const answer = await this.form.send('checkout', () => this.endpoints.checkout(request), { stayBusy: true });
    if (answer) return answer.checkout_url;
    const problem = this.form.problem;
    if (problem && problem.code.startsWith('code_')) {
      runInAction(() => {
        this.form.mark('discount_code', problem);
        this.form.problem = null;
        this.discount = null;
      });
    }
    return undefined;
  }
}
