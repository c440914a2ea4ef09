import type { Knex } from 'knex';
import { operatorId, type OperatorId } from '../../domain/operators/actor';
import type { OperatorListing, OperatorRoster } from '../../domain/operators/operator-roster';
import type { OperatorRole } from '../../domain/operators/roles';

interface ListingRow {
  id: string | number;
  email: string;
  name: string;
  role: OperatorRole;
  totp_state: OperatorListing['totp'];
  created_at: Date;
  disabled_at: Date | null;
  awaiting_setup: boolean;
  last_login_at: Date | null;
}

/** Decision 0077: the operators for the admin's list and changes; the last login from the audit trail. */
export class PostgresOperatorRoster implements OperatorRoster {
  constructor(private readonly db: Knex) {}

  async list(): Promise<OperatorListing[]> {
    const rows = (await this.db('operators as o')
      .select('o.id', 'o.email', 'o.name', 'o.role', 'o.totp_state', 'o.created_at', 'o.disabled_at')
      .select(this.db.raw('(o.password_hash is null) as awaiting_setup'))
      .select(this.db.raw(`(select max(a.at) from audit_log a where a.operator_id = o.id and a.action = 'operator.logged_in') as last_login_at`))
      .orderByRaw('lower(o.name), o.id')) as ListingRow[];
    return rows.map((row) => ({
      id: operatorId(Number(row.id)),
      email: row.email,
      name: row.name,
      role: row.role,
      totp: row.totp_state,
      createdAt: new Date(row.created_at),
      ...(row.disabled_at && { disabledAt: new Date(row.disabled_at) }),
      ...(row.awaiting_setup && { awaitingSetup: true as const }),
      ...(row.last_login_at && { lastLoginAt: new Date(row.last_login_at) }),
    }));
  }

  async setRole(id: OperatorId, role: OperatorRole): Promise<void> {
    await this.db('operators').where({ id }).update({ role });
  }

  async setDisabled(id: OperatorId, at: Date | null): Promise<void> {
    await this.db('operators').where({ id }).update({ disabled_at: at });
  }
}
