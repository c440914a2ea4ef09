import type { PasswordHasher } from '../accounts/ports';
import { passwordProblem } from '../accounts/password-policy';
import type { Clock } from '../shared/clock';
import type { Actor, OperatorId } from './actor';
import { auditEntry, type AuditActor } from './audit';
import { OperatorError } from './operator-error';
import { may } from './permissions';
import type { OperatorTransactions } from './ports';
import { isOperatorRole, type OperatorRole } from './roles';

export const OPERATOR_NAME_MAX = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new operator's email, name and role, checked: the field at fault is named. */
export function newOperatorFields(input: { email: string; name: string; role: string }): { email: string; name: string; role: OperatorRole } {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!EMAIL.test(email) || email.length > 254) throw new OperatorError('invalid_input', { field: 'email', message: 'invalid' });
  if (!name) throw new OperatorError('invalid_input', { field: 'name', message: 'required' });
  if ([...name].length > OPERATOR_NAME_MAX) throw new OperatorError('invalid_input', { field: 'name', message: 'too_long' });
  if (!isOperatorRole(input.role)) throw new OperatorError('invalid_input', { field: 'role', message: 'invalid' });
  return { email, name, role: input.role };
}

/**
 * An admin (or the console, for the first admin) adds an operator: email, name, role and a password of the members'
 * policy. She enrols her authenticator app at her first login. The new account and its audit row commit together.
 */
export class CreateOperator {
  constructor(private readonly deps: { transactions: OperatorTransactions; hasher: PasswordHasher; clock: Clock }) {}

  async run(actor: Actor, input: { email: string; name: string; role: string; password: string }): Promise<OperatorId> {
    if (!may(actor, 'operators.manage')) throw new OperatorError('forbidden');
    const { email, name, role } = newOperatorFields(input);
    const problem = passwordProblem(input.password);
    if (problem) throw new OperatorError('invalid_input', { field: 'password', message: problem });
    const passwordHash = await this.deps.hasher.hash(input.password);
    const at = this.deps.clock.now();
    const who: AuditActor = actor.kind === 'operator' ? { operatorId: actor.operatorId } : { console: true };
    return this.deps.transactions.run(async ({ operators, audit }) => {
      const id = await operators.create({ email, name, role, passwordHash, createdAt: at });
      await audit.append(auditEntry({ who, action: 'operator.created', target: `operator:${id}`, at, details: { role } }));
      return id;
    });
  }
}
