import type { Clock } from '../../shared/clock';
import {
  INSTALL_DOMAIN,
  disclosureProblem,
  effectiveSettings,
  isEditableSettingKey,
  type EditableSettingKey,
  type EffectiveSetting,
  type ServedSettings,
  type SettingRow,
  type SettingRows,
} from '../../settings/setting-rows';
import type { Actor } from '../actor';
import { auditEntry, type AuditActor } from '../audit';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import type { OperatorScope, OperatorTransactions } from '../ports';

interface Deps {
  readonly transactions: OperatorTransactions;
  readonly served: ServedSettings;
  readonly clock: Clock;
}

/** A domain's settings in the back office: the effective value of every editable key and where it comes from. */
export interface DomainSettingsView {
  readonly domain: string;
  /** `*` first, then the served domains. */
  readonly domains: readonly string[];
  readonly settings: readonly EffectiveSetting[];
  /** Profiles flagged fictional: while there are any, the disclosure stays on. */
  readonly fictionalProfiles: number;
}

const whoOf = (actor: Actor): AuditActor => (actor.kind === 'operator' ? { operatorId: actor.operatorId } : { console: true });

/** An audit detail holds a value as JSON, cut at 2000 characters (a long bundle list stays readable). */
const asDetail = (value: unknown): string => {
  const json = value === undefined ? '(inherited)' : JSON.stringify(value);
  return json.length > 2000 ? `${json.slice(0, 1999)}…` : json;
};

async function knownDomain(served: ServedSettings, domain: string): Promise<readonly string[]> {
  const domains = [INSTALL_DOMAIN, ...(await served.domainNames())];
  if (!domains.includes(domain)) throw new OperatorError('not_found', { field: 'domain' });
  return domains;
}

function knownKey(key: string): EditableSettingKey {
  if (!isEditableSettingKey(key)) throw new OperatorError('not_found', { field: 'key' });
  return key;
}

/**
 * The disclosure rule on the settings as they would be after a change (decision 0077): for `*`, every served domain
 * that inherits; for one domain, hers. Refused with the key at fault.
 */
async function checkDisclosure(rows: SettingRows, domains: readonly string[], changed: string, after: readonly SettingRow[]): Promise<void> {
  const touched = changed === INSTALL_DOMAIN ? domains : [changed];
  let fictional: number | undefined;
  for (const domain of touched) {
    const values = Object.fromEntries(effectiveSettings(after, domain).map((s) => [s.key, s.value]));
    const problem = disclosureProblem({ fictional_icon: values.fictional_icon, fictional_warning: values.fictional_warning });
    if (!problem) continue;
    fictional ??= await rows.fictionalProfiles();
    if (fictional > 0) throw new OperatorError('fictional_disclosure_required', { field: problem, details: { domain, profiles: fictional } });
  }
}

async function rowsOf(scope: OperatorScope, domains: readonly string[]): Promise<SettingRow[]> {
  return [...(await scope.settingRows.of(domains))];
}

/** An admin opens a domain's settings (`*`: the install's own). */
export class ShowDomainSettings {
  constructor(private readonly deps: Deps) {}

  async run(actor: Actor, domain: string): Promise<DomainSettingsView> {
    if (!may(actor, 'settings.edit')) throw new OperatorError('forbidden');
    const domains = await knownDomain(this.deps.served, domain);
    return this.deps.transactions.run(async (scope) => {
      const rows = await rowsOf(scope, [INSTALL_DOMAIN, domain]);
      return { domain, domains, settings: effectiveSettings(rows, domain), fictionalProfiles: await scope.settingRows.fictionalProfiles() };
    });
  }
}

/**
 * An admin sets a domain's own value of a setting (the value checked against its key's schema by the caller, the
 * bff's contract). The row, and the audit row with the old and new value, commit together; this instance reads its
 * settings again at once, the others within a minute (decision 0077).
 */
export class ChangeSiteSetting {
  constructor(private readonly deps: Deps) {}

  async run(actor: Actor, input: { domain: string; key: string; value: unknown; reason?: string }): Promise<EffectiveSetting> {
    if (!may(actor, 'settings.edit')) throw new OperatorError('forbidden');
    const key = knownKey(input.key);
    const domains = await knownDomain(this.deps.served, input.domain);
    const at = this.deps.clock.now();
    const changed = await this.deps.transactions.run(async (scope) => {
      const rows = await rowsOf(scope, domains);
      const before = effectiveSettings(rows, input.domain).find((s) => s.key === key)!;
      const after = [...rows.filter((row) => !(row.domain === input.domain && row.key === key)), { domain: input.domain, key, value: input.value }];
      await checkDisclosure(scope.settingRows, domains.slice(1), input.domain, after);
      await scope.settingRows.put({ domain: input.domain, key, value: input.value });
      await scope.audit.append(
        auditEntry({
          who: whoOf(actor),
          action: 'setting.changed',
          target: `setting:${input.domain}/${key}`,
          at,
          reason: input.reason,
          details: { domain: input.domain, key, old: asDetail(before.value), new: asDetail(input.value) },
        }),
      );
      return effectiveSettings(after, input.domain).find((s) => s.key === key)!;
    });
    this.deps.served.reload();
    return changed;
  }
}

/** An admin removes a domain's own value: the domain inherits `*`'s (or `*` the default) again. Audited the same way. */
export class ResetSiteSetting {
  constructor(private readonly deps: Deps) {}

  async run(actor: Actor, input: { domain: string; key: string; reason?: string }): Promise<EffectiveSetting> {
    if (!may(actor, 'settings.edit')) throw new OperatorError('forbidden');
    const key = knownKey(input.key);
    const domains = await knownDomain(this.deps.served, input.domain);
    const at = this.deps.clock.now();
    const reset = await this.deps.transactions.run(async (scope) => {
      const rows = await rowsOf(scope, domains);
      const before = effectiveSettings(rows, input.domain).find((s) => s.key === key)!;
      const after = rows.filter((row) => !(row.domain === input.domain && row.key === key));
      await checkDisclosure(scope.settingRows, domains.slice(1), input.domain, after);
      if (!(await scope.settingRows.remove(input.domain, key))) throw new OperatorError('not_found', { field: 'key' });
      const now = effectiveSettings(after, input.domain).find((s) => s.key === key)!;
      await scope.audit.append(
        auditEntry({
          who: whoOf(actor),
          action: 'setting.reset',
          target: `setting:${input.domain}/${key}`,
          at,
          reason: input.reason,
          details: { domain: input.domain, key, old: asDetail(before.value), new: asDetail(now.value) },
        }),
      );
      return now;
    });
    this.deps.served.reload();
    return reset;
  }
}
