import type { Actor } from '../actor';
import type { AuditActor } from '../audit';
import { OperatorError } from '../operator-error';

/** The audit's who of an operator's action; anyone else never gets this far (may() refused them). */
export function auditActorOf(actor: Actor): AuditActor {
  if (actor.kind === 'operator') return { operatorId: actor.operatorId };
  if (actor.kind === 'console') return { console: true };
  throw new OperatorError('forbidden');
}
