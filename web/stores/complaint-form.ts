import { makeAutoObservable, runInAction } from 'mobx';
import { complaintBody } from '../../bff/contract/support-requests';
import { isValidEmail } from '../../domain/accounts/signup-rules';
import { COMPLAINT_MIN, type ComplaintCategory } from '../../domain/support/support-case';
import type { Api } from '../api/endpoints';
import { fieldProblem } from '../api/problem';
import { FormState } from './form-state';

/** The complaints page (SPEC §2): category, description and, for a visitor, her address; then the reference. */
export class ComplaintForm {
  reference: string | null = null;
  readonly form = new FormState(['category', 'description', 'email'] as const);

  constructor(
    private readonly endpoints: Pick<Api, 'complaint'>,
    private readonly member: boolean,
  ) {
    makeAutoObservable<this, 'endpoints' | 'member'>(this, { endpoints: false, member: false, form: false });
  }

  async submit(values: { category: string; description: string; email: string }): Promise<void> {
    const request = { category: values.category as ComplaintCategory, description: values.description, ...(this.member ? {} : { email: values.email.trim() }) };
    const further = {
      ...([...values.description.trim()].length < COMPLAINT_MIN ? { description: fieldProblem('description', 'too_short') } : {}),
      ...(!this.member && !isValidEmail(values.email.trim()) ? { email: fieldProblem('email', values.email.trim() ? 'invalid' : 'required') } : {}),
    };
    if (!this.form.check(complaintBody, request, further)) return;
    const answer = await this.form.send('complaint', () => this.endpoints.complaint(request));
    if (answer) runInAction(() => (this.reference = answer.reference));
  }
}
