import { makeAutoObservable } from 'mobx';
import type { z } from 'zod/mini';
import { deleteAccountBody } from '../../bff/contract/account-closure-requests';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';

export type DeletionRequest = z.input<typeof deleteAccountBody>;

/** SPEC §2, the last step of deleting the account: the password and the reason (POST /api/delete-account.php). */
export class AccountDeletion {
  readonly form = new FormState(['password'] as const);

  constructor(private readonly endpoints: Pick<Api, 'deleteAccount'>) {
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false, form: false });
  }

  /** True when the account is deleted; the form stays busy while the page leaves for /account-deleted. */
  async delete(request: DeletionRequest): Promise<boolean> {
    if (!this.form.check(deleteAccountBody, request)) return false;
    return (await this.form.send('deleteAccount', () => this.endpoints.deleteAccount(request), { stayBusy: true })) !== undefined;
  }
}
