import type { Clock } from '../shared/clock';
import type { Actor, OperatorId } from './actor';
import { auditEntry, type AuditAction, type AuditActor } from './audit';
import { OperatorError } from './operator-error';
import type { OperatorListing } from './operator-roster';
import { may } from './permissions';
import type { OperatorScope, OperatorSessions, OperatorTransactions } from './ports';
import { isOperatorRole, type OperatorRole } from './roles';

interface Deps {
  readonly transactions: OperatorTransactions;
  readonly sessions: OperatorSessions;
  readonly clock: Clock;
}

const whoOf = (actor: Actor): AuditActor => (actor.kind === 'operator' ? { operatorId: actor.operatorId } : { console: true });

/** Only an admin manages operators from the back office (the console creates the first one, nothing more). */
function refuseUnlessAdmin(actor: Actor): void {
  if (actor.kind !== 'operator' || !may(actor, 'operators.manage')) throw new OperatorError('forbidden');
}

const isActiveAdmin = (o: OperatorListing) => o.role === 'admin' && !o.disabledAt;

/**
 * Decision 0077: a change that would leave the back office without an active admin is refused (an admin cannot
 * disable or demote herself, or the other last one): someone must always be able to manage operators and settings.
 */
function refuseLastAdmin(all: readonly OperatorListing[], target: OperatorListing, after: { role: OperatorRole; disabled: boolean }): void {
  if (!isActiveAdmin(target) || (after.role === 'admin' && !after.disabled)) return;
  if (!all.some((o) => o.id !== target.id && isActiveAdmin(o))) throw new OperatorError('last_admin');
}

async function targetOf(scope: OperatorScope, id: OperatorId): Promise<{ all: OperatorListing[]; target: OperatorListing }> {
  const all = await scope.roster.list();
  const target = all.find((o) => o.id === id);
  if (!target) throw new OperatorError('not_found');
  return { all, target };
}

/** The admin's list of operators: role, second factor, last login, active or not. */
export class ListOperators {
  constructor(private readonly deps: Pick<Deps, 'transactions'>) {}

  async run(actor: Actor): Promise<OperatorListing[]> {
    refuseUnlessAdmin(actor);
    return this.deps.transactions.run((scope) => scope.roster.list());
  }
}

/** The four changes an admin makes to an operator; each audited with the reason she gives (optional). */
export class ManageOperator {
  constructor(private readonly deps: Deps) {}

  /** A new role, from her next request on (the session reads her role each time). */
  async changeRole(actor: Actor, id: OperatorId, input: { role: string; reason?: string }): Promise<OperatorListing> {
    refuseUnlessAdmin(actor);
    if (!isOperatorRole(input.role)) throw new OperatorError('invalid_input', { field: 'role', message: 'invalid' });
    const role: OperatorRole = input.role;
    return this.change(actor, id, 'operator.role_changed', input.reason, async (scope, target, all) => {
      refuseLastAdmin(all, target, { role, disabled: Boolean(target.disabledAt) });
      await scope.roster.setRole(id, role);
      return { from: target.role, to: role };
    });
  }

  /** Disabled: her login is refused and every session of hers ends at once. */
  async disable(actor: Actor, id: OperatorId, input: { reason?: string } = {}): Promise<OperatorListing> {
    refuseUnlessAdmin(actor);
    const listing = await this.change(actor, id, 'operator.disabled', input.reason, async (scope, target, all) => {
      refuseLastAdmin(all, target, { role: target.role, disabled: true });
      if (!target.disabledAt) await scope.roster.setDisabled(id, this.deps.clock.now());
      return {};
    });
    await this.deps.sessions.removeAllFor(id);
    return listing;
  }

  async enable(actor: Actor, id: OperatorId, input: { reason?: string } = {}): Promise<OperatorListing> {
    refuseUnlessAdmin(actor);
    return this.change(actor, id, 'operator.enabled', input.reason, async (scope) => {
      await scope.roster.setDisabled(id, null);
      return {};
    });
  }

  /**
   * Her authenticator and recovery codes are forgotten (a lost phone): her sessions end and her next login enrols a
   * new app, as her first did.
   */
  async resetSecondFactor(actor: Actor, id: OperatorId, input: { reason?: string } = {}): Promise<OperatorListing> {
    refuseUnlessAdmin(actor);
    const listing = await this.change(actor, id, 'operator.second_factor_reset', input.reason, async (scope) => {
      await scope.operators.setTotp(id, { state: 'none' });
      await scope.operators.replaceRecoveryCodes(id, []);
      return {};
    });
    await this.deps.sessions.removeAllFor(id);
    return listing;
  }

  private async change(
    actor: Actor,
    id: OperatorId,
    action: AuditAction,
    reason: string | undefined,
    work: (scope: OperatorScope, target: OperatorListing, all: OperatorListing[]) => Promise<Record<string, string>>,
  ): Promise<OperatorListing> {
    const at = this.deps.clock.now();
    return this.deps.transactions.run(async (scope) => {
      const { all, target } = await targetOf(scope, id);
      const details = await work(scope, target, all);
      await scope.audit.append(auditEntry({ who: whoOf(actor), action, target: `operator:${id}`, at, reason, details }));
      return (await targetOf(scope, id)).target;
    });
  }
}
