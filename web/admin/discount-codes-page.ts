import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiDiscountCode } from '../../bff/contract/admin-dashboard-requests';
import type { ApiAdminMe } from '../../bff/contract/admin-requests';
import type { AdminAnswer, AdminApi, AdminProblem } from './admin-api';

export type DiscountField = 'code' | 'percentage' | 'max_uses' | 'valid_from' | 'valid_until' | 'domain';

/** /admin/discounts (decision 0078): the operators' codes, a new one, a limit, an end. */
export class DiscountCodesPage {
  me: ApiAdminMe | undefined = undefined;
  signedOut = false;
  problem: AdminProblem | undefined = undefined;
  codes: ApiDiscountCode[] = [];
  loaded = false;
  busy = false;
  form: Record<DiscountField, string> = { code: '', percentage: '', max_uses: '', valid_from: '', valid_until: '', domain: '' };
  /** The field the last refusal named, and the code a row's refusal is of. */
  problemField: string | undefined = undefined;
  problemCode: string | undefined = undefined;
  /** The code just made (its row is announced). */
  made: string | undefined = undefined;
  limits: Record<string, string> = {};

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<DiscountCodesPage, 'api'>(this, { api: false });
  }

  get mayEdit(): boolean {
    return this.me?.actions.includes('discounts.edit') ?? false;
  }

  async load(): Promise<void> {
    const me = await this.api.me();
    if (!me.ok) {
      runInAction(() => {
        if (me.status === 401 || me.status === 403) this.signedOut = true;
        else this.problem = me.problem;
      });
      return;
    }
    runInAction(() => {
      this.me = me.data;
    });
    if (this.mayEdit) await this.refresh();
  }

  private async refresh(): Promise<void> {
    const answer = await this.api.discounts();
    runInAction(() => {
      this.loaded = true;
      if (answer.ok) {
        this.codes = [...answer.data.codes];
        this.limits = Object.fromEntries(this.codes.map((code) => [code.code, code.max_uses === null ? '' : String(code.max_uses)]));
      } else this.refused(answer);
    });
  }

  private refused(answer: Extract<AdminAnswer<unknown>, { ok: false }>, code?: string): void {
    if (answer.status === 401) this.signedOut = true;
    this.problem = answer.problem;
    this.problemField = answer.problem.field;
    this.problemCode = code;
  }

  setField(field: DiscountField, value: string): void {
    this.form[field] = value;
  }

  setLimit(code: string, value: string): void {
    this.limits[code] = value;
  }

  private clear(): void {
    this.problem = undefined;
    this.problemField = undefined;
    this.problemCode = undefined;
  }

  async create(): Promise<void> {
    const f = this.form;
    const number = (text: string) => (text.trim() === '' ? null : Number(text));
    this.busy = true;
    this.made = undefined;
    const answer = await this.api.createDiscount({
      code: f.code,
      percentage: Number(f.percentage || Number.NaN),
      max_uses: number(f.max_uses),
      valid_from: f.valid_from || null,
      valid_until: f.valid_until || null,
      domain: f.domain.trim() || null,
    });
    runInAction(() => {
      this.busy = false;
      if (!answer.ok) return this.refused(answer);
      this.clear();
      this.made = answer.data.code;
      this.form = { code: '', percentage: '', max_uses: '', valid_from: '', valid_until: '', domain: '' };
    });
    if (answer.ok) await this.refresh();
  }

  async limit(code: string): Promise<void> {
    const text = (this.limits[code] ?? '').trim();
    this.busy = true;
    const answer = await this.api.limitDiscount(code, text === '' ? null : Number(text));
    runInAction(() => {
      this.busy = false;
      if (!answer.ok) return this.refused(answer, code);
      this.clear();
    });
    if (answer.ok) await this.refresh();
  }

  async end(code: string): Promise<void> {
    this.busy = true;
    const answer = await this.api.endDiscount(code);
    runInAction(() => {
      this.busy = false;
      if (!answer.ok) return this.refused(answer, code);
      this.clear();
    });
    if (answer.ok) await this.refresh();
  }
}
