import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiOperatorListing, ApiOperatorSetupLink } from '../../bff/contract/admin-operator-requests';
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
  /** Decision 0083: the new operator's form (no password: she chooses hers through her set-up link). */
  draft = { email: '', name: '', role: 'support' };
  creating = false;
  createProblem: AdminProblem | undefined = undefined;
  /** Her set-up link, shown once to copy (a new operator's, or a fresh one sent again). */
  issued: { readonly id: number; readonly name: string; readonly link: string; readonly expiresAt: string; readonly resent: boolean } | undefined = undefined;
  copied = false;

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

  setDraft(field: 'email' | 'name' | 'role', value: string): void {
    this.draft = { ...this.draft, [field]: value };
  }

  /** Makes her, puts her in the list and shows her link once; a refusal names the field. */
  async create(): Promise<void> {
    if (this.creating) return;
    this.creating = true;
    this.createProblem = undefined;
    this.issued = undefined;
    const answer = await this.api.createOperator(this.draft);
    runInAction(() => {
      this.creating = false;
      if (answer.ok) {
        this.show(answer.data, false);
        this.operators = [...this.operators, answer.data.operator].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id);
        this.draft = { email: '', name: '', role: 'support' };
      } else if (answer.status === 401) this.signedOut = true;
      else this.createProblem = answer.problem;
    });
  }

  /** A fresh set-up link for an operator who has not set her password yet: the old one stops working. */
  resendSetup(operator: ApiOperatorListing): Promise<void> {
    this.issued = undefined;
    return this.apply(operator, async () => {
      const answer = await this.api.resendOperatorSetup(operator.id);
      if (!answer.ok) return answer;
      runInAction(() => this.show(answer.data, true));
      return { ok: true, data: answer.data.operator };
    });
  }

  /** Copies her link for the admin to pass on herself (when the mail is slow). */
  async copyLink(clipboard: Pick<Clipboard, 'writeText'> | undefined): Promise<void> {
    if (!this.issued || !clipboard) return;
    const copied = await clipboard.writeText(this.issued.link).then(
      () => true,
      () => false,
    );
    runInAction(() => {
      this.copied = copied;
    });
  }

  private show(data: ApiOperatorSetupLink, resent: boolean): void {
    this.issued = { id: data.operator.id, name: data.operator.name, link: data.setup_link, expiresAt: data.expires_at, resent };
    this.copied = false;
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
