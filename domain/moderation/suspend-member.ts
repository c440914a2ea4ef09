import type { MemberWithProfile } from '../accounts/member';
import type { Sessions } from '../accounts/ports';
import type { PageLinks } from '../mail/page-links';
import type { Actor, OperatorId } from '../operators/actor';
import { AUDIT_REASON_MAX, auditEntry } from '../operators/audit';
import { OperatorError } from '../operators/operator-error';
import { may } from '../operators/permissions';
import type { OperatorScope, OperatorTransactions } from '../operators/ports';
import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import { SUSPENSION_DAYS_MAX, suspensionEnd } from './suspension';

/** A suspension as a moderator decides it: for `days` (1–365) or, without days, for good; the reason she is told. */
export interface SuspensionOrder {
  readonly days?: number;
  readonly reason: string;
}

/** The order's fields checked: a reason (at most the audit's length), whole days within 1–365 or none. */
export function checkedSuspension(order: { days?: number; reason?: string }): SuspensionOrder {
  const reason = order.reason?.trim() || undefined;
  if (!reason) throw new OperatorError('invalid_input', { field: 'reason', message: 'required' });
  if ([...reason].length > AUDIT_REASON_MAX) throw new OperatorError('invalid_input', { field: 'reason', message: 'too_long' });
  const { days } = order;
  if (days !== undefined && (!Number.isInteger(days) || days < 1 || days > SUSPENSION_DAYS_MAX)) throw new OperatorError('invalid_input', { field: 'days', message: 'out_of_range' });
  return { days, reason };
}

/**
 * The one suspension rule of the report queue and the member's account page (decision 0072): her suspension
 * stored (status `suspended`, hidden everywhere), the `member_suspended` mail in her language into the outbox and the
 * `member.suspended` audit row — all on the caller's transaction. Her sessions end after it commits (endSessionsOf).
 */
export async function suspendIn(
  scope: OperatorScope,
  by: OperatorId,
  member: MemberWithProfile,
  order: SuspensionOrder,
  at: { now: Date; domain: string; link: string; details?: Record<string, string | number> },
): Promise<void> {
  const { now } = at;
  await scope.suspensions.suspend({ memberId: member.id, from: now, until: suspensionEnd(now, order.days), reason: order.reason, by });
  await scope.outbox.add({
    kind: 'mail',
    mail: { to: member.email, memberId: member.id, locale: member.language, domain: at.domain, name: member.profile.name, link: at.link, template: 'member_suspended', counts: { days: order.days ?? 0 }, facts: [['', order.reason]] },
  });
  await scope.audit.append(
    auditEntry({ who: { operatorId: by }, action: 'member.suspended', target: `member:${member.id}`, at: now, reason: order.reason, details: { ...at.details, days: order.days ?? 'for_good' } }),
  );
}

/**
 * The `member_suspension_lifted` mail in her language into the outbox, on the caller's transaction (decision 0084):
 * `early` 1 when a moderator lifted it before its end, 0 when its period ended (the job). Sent to a member who is
 * still a member only: a deleted or erased one is not written to.
 */
export async function mailLiftedIn(
  scope: Pick<OperatorScope, 'outbox'>,
  member: MemberWithProfile,
  at: { domain: string; link: string; early: boolean },
): Promise<void> {
  await scope.outbox.add({
    kind: 'mail',
    mail: { to: member.email, memberId: member.id, locale: member.language, domain: at.domain, name: member.profile.name, link: at.link, template: 'member_suspension_lifted', counts: { early: at.early ? 1 : 0 } },
  });
}

/** Her sessions end once the suspension is stored: the login refuses her from then on anyway. */
export const endSessionsOf = (sessions: Sessions, id: MemberId) => sessions.removeAllFor(id);

interface Deps {
  transactions: OperatorTransactions;
  sessions: Sessions;
  pageLinks: PageLinks;
  clock: Clock;
}

async function suspendableMember(scope: OperatorScope, id: MemberId): Promise<MemberWithProfile> {
  const member = await scope.members.findById(id);
  if (!member || (await scope.memberRecords.erasedAt(id))) throw new OperatorError('not_found');
  if (member.status === 'deleted') throw new OperatorError('already_deleted');
  return member;
}

/**
 * A moderator suspends a member from her account page, without a report (decision 0072): for days or for good, with a
 * reason, as the report queue does. A member suspended already gets the new suspension in place of the old one.
 */
export class SuspendMember {
  constructor(private readonly deps: Deps) {}

  async run(actor: Actor, id: MemberId, input: { days?: number; reason?: string; domain: string }): Promise<{ until: string | null }> {
    if (!may(actor, 'members.suspend') || actor.kind !== 'operator') throw new OperatorError('forbidden');
    const order = checkedSuspension(input);
    const now = this.deps.clock.now();
    const link = (await this.deps.pageLinks.of(input.domain)).to('home');
    await this.deps.transactions.run(async (scope) => {
      const member = await suspendableMember(scope, id);
      await suspendIn(scope, actor.operatorId, member, order, { now, domain: input.domain, link });
    });
    await endSessionsOf(this.deps.sessions, id);
    const until = suspensionEnd(now, order.days);
    return { until: until?.toISOString() ?? null };
  }
}

/**
 * A moderator lifts a member's suspension before its end (decision 0072), with a reason: her status as it was before,
 * her profile seen again, audited as `member.suspension_lifted`, and she is told by mail in her language (decision
 * 0084), all in one transaction. A member not suspended is refused (409).
 */
export class LiftSuspension {
  constructor(private readonly deps: Pick<Deps, 'transactions' | 'pageLinks' | 'clock'>) {}

  async run(actor: Actor, id: MemberId, input: { reason?: string; domain: string }): Promise<void> {
    if (!may(actor, 'members.suspend') || actor.kind !== 'operator') throw new OperatorError('forbidden');
    const reason = input.reason?.trim() || undefined;
    if (!reason) throw new OperatorError('invalid_input', { field: 'reason', message: 'required' });
    if ([...reason].length > AUDIT_REASON_MAX) throw new OperatorError('invalid_input', { field: 'reason', message: 'too_long' });
    const now = this.deps.clock.now();
    const link = (await this.deps.pageLinks.of(input.domain)).to('home');
    await this.deps.transactions.run(async (scope) => {
      const member = await suspendableMember(scope, id);
      if (!(await scope.suspensions.lift(id, now))) throw new OperatorError('not_suspended');
      await mailLiftedIn(scope, member, { domain: input.domain, link, early: true });
      await scope.audit.append(auditEntry({ who: { operatorId: actor.operatorId }, action: 'member.suspension_lifted', target: `member:${id}`, at: now, reason }));
    });
  }
}
