import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiAdminMe } from '../../bff/contract/admin-requests';
import type { ApiDomainSettings, ApiEffectiveSetting } from '../../bff/contract/admin-setting-requests';
import type { AdminApi, AdminProblem } from './admin-api';

export const ALL_DOMAINS = '*';

/** How a setting's value is typed in its field: JSON for lists and records, the plain text otherwise. */
export function draftOf(setting: Pick<ApiEffectiveSetting, 'input' | 'value'>): string {
  if (setting.input === 'json') return JSON.stringify(setting.value, null, 2);
  return String(setting.value ?? '');
}

/** A field's text as the value the call sends: a number, a choice as the setting has it, true/false, JSON or text. */
export function valueOf(setting: Pick<ApiEffectiveSetting, 'input' | 'choices'>, draft: string): { ok: true; value: unknown } | { ok: false } {
  switch (setting.input) {
    case 'number': {
      const value = Number(draft.trim().replace(',', '.'));
      return draft.trim() === '' || Number.isNaN(value) ? { ok: true, value: draft } : { ok: true, value };
    }
    case 'boolean':
      return { ok: true, value: draft === 'true' };
    case 'choice': {
      const choice = setting.choices?.find((c) => String(c) === draft);
      return { ok: true, value: choice ?? draft };
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(draft) as unknown };
      } catch {
        return { ok: false };
      }
    default:
      return { ok: true, value: draft };
  }
}

/** /admin/settings (decision 0077): a domain's settings, each edited on its own, saved or reset to the inherited value. */
export class SettingsPage {
  me: ApiAdminMe | undefined = undefined;
  signedOut = false;
  problem: AdminProblem | undefined = undefined;
  domain = ALL_DOMAINS;
  view: ApiDomainSettings | undefined = undefined;
  loading = true;
  filter = '';
  reason = '';
  drafts = new Map<string, string>();
  /** A refusal per setting, shown beside its field. */
  problems = new Map<string, AdminProblem>();
  busy: string | undefined = undefined;
  /** What the last action did, said once (an aria-live status). */
  done: { readonly key: string; readonly what: 'saved' | 'reset' } | undefined = undefined;

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<SettingsPage, 'api'>(this, { api: false });
  }

  get shown(): ApiEffectiveSetting[] {
    const filter = this.filter.trim().toLowerCase();
    const all = this.view?.settings ?? [];
    return filter ? all.filter((setting) => setting.key.includes(filter.replace(/\s+/g, '_'))) : [...all];
  }

  draft(setting: ApiEffectiveSetting): string {
    return this.drafts.get(setting.key) ?? draftOf(setting);
  }

  async load(): Promise<void> {
    const me = await this.api.me();
    if (!me.ok) {
      runInAction(() => {
        this.signedOut = me.status === 401 || me.status === 403;
        this.problem = this.signedOut ? undefined : me.problem;
        this.loading = false;
      });
      return;
    }
    runInAction(() => {
      this.me = me.data;
    });
    await this.open(this.domain);
  }

  async open(domain: string): Promise<void> {
    this.loading = true;
    const answer = await this.api.settings(domain);
    runInAction(() => {
      this.loading = false;
      if (answer.ok) {
        this.domain = domain;
        this.view = answer.data;
        this.drafts.clear();
        this.problems.clear();
        this.done = undefined;
        this.problem = undefined;
      } else if (answer.status === 401) this.signedOut = true;
      else this.problem = answer.problem;
    });
  }

  setFilter(filter: string): void {
    this.filter = filter;
  }

  setReason(reason: string): void {
    this.reason = reason;
  }

  setDraft(key: string, draft: string): void {
    this.drafts.set(key, draft);
    this.problems.delete(key);
  }

  async save(setting: ApiEffectiveSetting): Promise<void> {
    const parsed = valueOf(setting, this.draft(setting));
    if (!parsed.ok) {
      this.problems.set(setting.key, { error: 'invalid_json', field: setting.key });
      return;
    }
    await this.apply(setting.key, 'saved', () => this.api.changeSetting(setting.key, { domain: this.domain, value: parsed.value, reason: this.reason.trim() || undefined }));
  }

  async reset(setting: ApiEffectiveSetting): Promise<void> {
    await this.apply(setting.key, 'reset', () => this.api.resetSetting(setting.key, { domain: this.domain, reason: this.reason.trim() || undefined }));
  }

  private async apply(key: string, what: 'saved' | 'reset', call: () => ReturnType<AdminApi['changeSetting']>): Promise<void> {
    this.busy = key;
    this.done = undefined;
    const answer = await call();
    runInAction(() => {
      this.busy = undefined;
      if (answer.ok) {
        const settings = (this.view?.settings ?? []).map((s) => (s.key === key ? answer.data : s));
        if (this.view) this.view = { ...this.view, settings };
        this.drafts.delete(key);
        this.problems.delete(key);
        this.done = { key, what };
      } else if (answer.status === 401) this.signedOut = true;
      else this.problems.set(key, answer.problem);
    });
  }
}
