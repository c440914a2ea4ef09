import { makeAutoObservable } from 'mobx';
import type { ApiPayment } from '../../bff/contract/api-types';
import { directDebitBody, directDebitCodeBody, type DirectDebitBody } from '../../bff/contract/direct-debit-requests';
import { normaliseMobile, normalisePostcode } from '../../domain/direct-debit/mandate';
import type { Api } from '../api/endpoints';
import { fieldProblem, type Problem } from '../api/problem';
import { schemaProblems } from './form-rules';
import { FormState } from './form-state';

/** The form's fields in the order of SPEC §2, then the consent. */
export const DIRECT_DEBIT_FIELDS = ['account_holder', 'iban', 'street', 'house_number', 'postcode', 'city', 'mobile', 'sms_code', 'consent'] as const;
export type DirectDebitField = (typeof DIRECT_DEBIT_FIELDS)[number];
export type DirectDebitTextField = Exclude<DirectDebitField, 'consent'>;

export interface DirectDebitOrderChoice {
  readonly bundleId: number;
  /** The member's country: a Dutch member's postcode must be Dutch. */
  readonly country: string;
  /** The active discount's code, sent with the order when it lowers the price. */
  readonly discountCode?: string;
}

const EMPTY: Record<DirectDebitTextField, string> = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  postcode: '',
  city: '',
  mobile: '',
  sms_code: '',
};

/**
 * The direct-debit page (SPEC §2 /directdebit): the mandate's fields, an SMS code sent to the mobile number, the
 * consent, then the order. Fields are checked as the member leaves them (the contract's schemas and the domain's
 * postcode rule, the same the bff applies) and all at once before sending. Components read it; only its actions call
 * the API.
 */
export class DirectDebitForm {
  values: Record<DirectDebitTextField, string> = { ...EMPTY };
  consent = false;
  /** The number the last code went to (E.164), once sent. */
  codeSentTo: string | null = null;
  sendingCode = false;
  /** The completed order, once placed. */
  ordered: { readonly payment: ApiPayment; readonly credits: number } | null = null;
  readonly form = new FormState(DIRECT_DEBIT_FIELDS);

  constructor(
    private readonly endpoints: Pick<Api, 'directDebitCode' | 'directDebit'>,
    private readonly choice: DirectDebitOrderChoice,
    private readonly onCredits: (credits: number) => void = () => {},
  ) {
    makeAutoObservable<this, 'endpoints' | 'choice' | 'onCredits'>(this, { endpoints: false, choice: false, onCredits: false, form: false });
  }

  get busy(): boolean {
    return this.form.busy;
  }

  set(field: DirectDebitTextField, value: string) {
    this.values = { ...this.values, [field]: value };
    if (this.form.errors[field] || this.form.valid[field]) this.form.mark(field, undefined);
    // A code is for the number it was sent to: another number needs a code of its own.
    if (field === 'mobile' && this.codeSentTo !== null && normaliseMobile(value) !== this.codeSentTo) this.codeSentTo = null;
  }

  setConsent(consent: boolean) {
    this.consent = consent;
    if (consent && this.form.errors.consent) this.form.mark('consent', undefined);
  }

  /** The member left a field: its problem, if it has something in it that is not right (an empty field waits for the submit). */
  leave(field: DirectDebitTextField) {
    if (!this.values[field].trim()) return;
    const problem = this.problemsOf(this.request())[field];
    this.form.settle(field, problem);
    // A good postcode is shown as it will be kept ("1017 GC").
    if (field === 'postcode' && !problem) this.values = { ...this.values, postcode: normalisePostcode(this.choice.country, this.values.postcode) ?? this.values.postcode };
  }

  /** Texts a six-digit code to the mobile number. */
  async sendCode(): Promise<void> {
    const request = { mobile: this.values.mobile };
    const problem = schemaProblems(directDebitCodeBody, request).mobile;
    this.form.mark('mobile', problem);
    if (problem) return;
    const answer = await this.form.send('directDebitCode', () => this.endpoints.directDebitCode(request));
    if (answer) this.sentTo(normaliseMobile(this.values.mobile) ?? this.values.mobile);
  }

  /** Places the order; resolves the payment's id to show it when it is completed. */
  async submit(): Promise<string | undefined> {
    const request = this.request();
    const problems = this.problemsOf(request);
    const checked = this.form.check(directDebitBody, request, problems);
    // No code was sent to this number yet: that is what the code field says, whatever is typed in it.
    if (!this.codeSentTo && !problems.mobile) {
      this.form.mark('sms_code', fieldProblem('sms_code', 'need_code'));
      return undefined;
    }
    if (!checked) return undefined;
    const answer = await this.form.send('directDebit', () => this.endpoints.directDebit(request), { stayBusy: true });
    if (!answer) return undefined;
    this.done(answer);
    return answer.payment.payment_id;
  }

  private sentTo(mobile: string) {
    this.codeSentTo = mobile;
    this.values = { ...this.values, sms_code: '' };
  }

  private done(answer: { readonly payment: ApiPayment; readonly credits: number }) {
    this.ordered = answer;
    this.onCredits(answer.credits);
  }

  private request(): DirectDebitBody {
    const v = this.values;
    return {
      bundle_id: this.choice.bundleId,
      account_holder: v.account_holder,
      iban: v.iban,
      street: v.street,
      house_number: v.house_number,
      postcode: v.postcode,
      city: v.city,
      mobile: v.mobile,
      sms_code: v.sms_code,
      consent: this.consent as true,
      ...(this.choice.discountCode ? { discount_code: this.choice.discountCode } : {}),
    };
  }

  /** The schema's problems and the domain's postcode rule for her country, one per field. */
  private problemsOf(request: DirectDebitBody): Partial<Record<DirectDebitField, Problem>> {
    const found = schemaProblems(directDebitBody, request) as Partial<Record<DirectDebitField, Problem>>;
    if (!found.postcode && request.postcode.trim() && normalisePostcode(this.choice.country, request.postcode) === undefined) {
      found.postcode = fieldProblem('postcode', 'invalid');
    }
    return found;
  }
}
