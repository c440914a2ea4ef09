import type { MemberId } from '../shared/ids';
import type { OperatorRole } from './roles';

export type OperatorId = number & { readonly __id: 'operator' };
export const operatorId = (id: number): OperatorId => id as OperatorId;

/**
 * Who acts in a use case: a visitor, a member, an operator with her role, or the console — the person at the server
 * who runs `npm run operator` (the only way in before the first admin exists). Permission rules are rules on the actor
 * (permissions.ts), not only route guards.
 */
export type Actor =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'member'; readonly memberId: MemberId }
  | { readonly kind: 'operator'; readonly operatorId: OperatorId; readonly role: OperatorRole }
  | { readonly kind: 'console' };

export const VISITOR: Actor = { kind: 'visitor' };
export const CONSOLE: Actor = { kind: 'console' };
export const memberActor = (memberId: MemberId): Actor => ({ kind: 'member', memberId });
export const operatorActor = (id: OperatorId, role: OperatorRole): Actor => ({ kind: 'operator', operatorId: id, role });
