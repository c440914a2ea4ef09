import type { OperatorId } from './actor';
import type { OperatorRole } from './roles';

/**
 * Her TOTP enrolment: none yet, a secret shown once and waiting for its first code, or enrolled. `lastStep` is the
 * time step of the last code she used: a code is good once (RFC 6238 §5.2).
 */
export type TotpEnrolment =
  | { readonly state: 'none' }
  | { readonly state: 'pending'; readonly secret: string }
  | { readonly state: 'enrolled'; readonly secret: string; readonly lastStep: number };

/** An operator of the back office: not a member, an account of her own (issue 25, decision 0070). */
export interface Operator {
  readonly id: OperatorId;
  readonly email: string;
  readonly name: string;
  readonly role: OperatorRole;
  readonly totp: TotpEnrolment;
  readonly createdAt: Date;
  /** Decision 0077: set while an admin has disabled her (her login refused, her sessions ended). */
  readonly disabledAt?: Date;
  /** Decision 0083: made from the back office and no password chosen yet ("wacht op instellen"). */
  readonly awaitingSetup?: true;
}

export interface NewOperator {
  readonly email: string;
  readonly name: string;
  readonly role: OperatorRole;
  /** Null until she sets one through her set-up link (decision 0083). */
  readonly passwordHash: string | null;
  readonly createdAt: Date;
}

/** What the back office shows of an operator: never her hash or secret. */
export interface OperatorView {
  readonly id: OperatorId;
  readonly email: string;
  readonly name: string;
  readonly role: OperatorRole;
}

export const operatorView = (operator: Operator): OperatorView => ({ id: operator.id, email: operator.email, name: operator.name, role: operator.role });
