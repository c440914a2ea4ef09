import { makeAutoObservable, runInAction } from 'mobx';
import { blockBody } from '../../bff/contract/account-closure-requests';
import { reportBody } from '../../bff/contract/support-requests';
import type { ReportReason } from '../../domain/support/support-case';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';

/** What a report is of: a profile, or one of her conversations (with the other member, to offer the block). */
export type ReportTarget = { readonly profile_id: number } | { readonly conversation_id: number; readonly profile_id_to_block: number };

/** The report dialog (issue 9): reason and text, then the reference, and the offer to block the member too. */
export class ReportForm {
  reason: ReportReason | '' = '';
  text = '';
  reference: string | null = null;
  blocked = false;
  readonly form = new FormState(['reason', 'text'] as const);
  readonly blockForm = new FormState([] as const);

  constructor(
    private readonly target: ReportTarget,
    private readonly endpoints: Pick<Api, 'report' | 'block'>,
  ) {
    makeAutoObservable<this, 'endpoints' | 'target'>(this, { endpoints: false, target: false, form: false, blockForm: false });
  }

  setReason(reason: ReportReason) {
    this.reason = reason;
    this.form.mark('reason', undefined);
  }

  setText(text: string) {
    this.text = text;
  }

  async submit(): Promise<void> {
    const of = 'conversation_id' in this.target ? { conversation_id: this.target.conversation_id } : { profile_id: this.target.profile_id };
    const request = { ...of, reason: this.reason, text: this.text };
    if (!this.form.check(reportBody, request, this.reason === 'other' && !this.text.trim() ? { text: { code: 'invalid_input', field: 'text', reason: 'required' } } : {})) return;
    const answer = await this.form.send('report', () => this.endpoints.report(request as Parameters<Api['report']>[0]));
    if (answer) runInAction(() => (this.reference = answer.reference));
  }

  /** Blocks the member reported, as the dialog offers after the report. */
  async block(): Promise<boolean> {
    const profile_id = 'conversation_id' in this.target ? this.target.profile_id_to_block : this.target.profile_id;
    if (!this.blockForm.check(blockBody, { profile_id })) return false;
    const done = (await this.blockForm.send('block', () => this.endpoints.block({ profile_id }), { stayBusy: true })) !== undefined;
    runInAction(() => (this.blocked = done));
    return done;
  }
}
