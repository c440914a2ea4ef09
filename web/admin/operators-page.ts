import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiOperatorListing } from '../../bff/contract/admin-operator-requests';
import type { ApiAdminMe } from '../../bff/contract/admin-requests';
import type { AdminAnswer, AdminApi, AdminProblem } from './admin-api';

/** /admin/operators (decision 0077): the admin's list of operators and the changes she makes to one. */
export class OperatorsPage {
  me: ApiAdminMe | undefined = undefined;
  signedOut = false;
  problem: AdminProblem | undefined = undefined;
  operators: ApiOperatorListing[] = [];
  loading = true;
  roles = new Map<number, string>();
  busy: number | undefined = undefined;
  /** The last change, said once (an aria-live status), or its refusal beside the operator. */
  done: { readonly id: number; readonly name: string } | undefined = undefined;
  refused: { readonly id: number; readonly problem: AdminProblem } | undefined = undefined;

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<OperatorsPage, 'api'>(this, { api: false });
  }

  roleOf(operator: ApiOperatorListing): string {
    return this.roles.get(operator.id) ?? operator.role;
  }

  setRole(id: number, role: string): void {
    this.roles.set(id, role);
  }

  async load(): Promise<void> {
    const me = await this.api.me();
    const list = me.ok ? await this.api.operators() : undefined;
    runInAction(() => {
      this.loading = false;
      if (!me.ok) {
        this.signedOut = me.status === 401 || me.status === 403;
        this.problem = this.signedOut ? undefined : me.problem;
        return;
      }
      this.me = me.data;
      if (list?.ok) this.operators = [...list.data.operators];
      else if (list) this.problem = list.problem;
    });
  }

  saveRole(operator: ApiOperatorListing): Promise<void> {
    return this.apply(operator, () => this.api.changeOperatorRole(operator.id, this.roleOf(operator)));
  }

  change(operator: ApiOperatorListing, change: 'disable' | 'enable' | 'reset-second-factor'): Promise<void> {
    return this.apply(operator, () => this.api.changeOperator(operator.id, change));
  }

  private async apply(operator: ApiOperatorListing, call: () => Promise<AdminAnswer<ApiOperatorListing>>): Promise<void> {
    this.busy = operator.id;
    this.done = undefined;
    this.refused = undefined;
    const answer = await call();
    runInAction(() => {
      this.busy = undefined;
      if (answer.ok) {
        this.operators = this.operators.map((o) => (o.id === operator.id ? answer.data : o));
        this.roles.delete(operator.id);
        this.done = { id: operator.id, name: answer.data.name };
      } else if (answer.status === 401) this.signedOut = true;
      else this.refused = { id: operator.id, problem: answer.problem };
    });
  }
}
