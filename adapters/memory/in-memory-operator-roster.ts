import type { OperatorId } from '../../domain/operators/actor';
import type { OperatorListing, OperatorRoster } from '../../domain/operators/operator-roster';
import type { OperatorRole } from '../../domain/operators/roles';
import type { OperatorState } from './in-memory-operator-state';

/** Decision 0077: the operators in memory for the admin's list and changes; the last login from the audit rows. */
export class InMemoryOperatorRoster implements OperatorRoster {
  constructor(private readonly state: OperatorState) {}

  async list(): Promise<OperatorListing[]> {
    return [...this.state.operators.values()]
      .map((o) => {
        const logins = this.state.audit.filter((row) => row.action === 'operator.logged_in' && 'operatorId' in row.who && row.who.operatorId === o.id);
        const last = logins.at(-1)?.at;
        return {
          id: o.id,
          email: o.email,
          name: o.name,
          role: o.role,
          totp: o.totp.state,
          createdAt: o.createdAt,
          ...(o.disabledAt && { disabledAt: o.disabledAt }),
          ...(o.awaitingSetup && { awaitingSetup: true as const }),
          ...(last && { lastLoginAt: last }),
        };
      })
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id);
  }

  async setRole(id: OperatorId, role: OperatorRole): Promise<void> {
    const found = this.state.operators.get(id);
    if (found) this.state.operators.set(id, { ...found, role });
  }

  async setDisabled(id: OperatorId, at: Date | null): Promise<void> {
    const found = this.state.operators.get(id);
    if (!found) return;
    const { disabledAt: _was, ...rest } = found;
    this.state.operators.set(id, at ? { ...rest, disabledAt: at } : rest);
  }
}
