import type { Knex } from 'knex';
import { PostgresPaymentRefunds } from './postgres-payment-refunds';
import { PostgresDiscountBook } from './postgres-discount-book';
import { operatorId, type OperatorId } from '../../domain/operators/actor';
import type { AuditActor, AuditEntry, AuditPage, AuditTrail, StoredAuditEntry } from '../../domain/operators/audit';
import type { NewOperator, Operator, TotpEnrolment } from '../../domain/operators/operator';
import { OperatorError } from '../../domain/operators/operator-error';
import type { OperatorSetupLinks } from '../../domain/operators/operator-setup-links';
import type { OperatorScope, OperatorSession, OperatorSessions, OperatorSessionStage, OperatorTransactions, Operators } from '../../domain/operators/ports';
import type { OperatorRole } from '../../domain/operators/roles';
import type { Clock } from '../../domain/shared/clock';
import { PostgresMemberRecords } from './postgres-member-records';
import { PostgresComplaintQueue, PostgresReportQueue, PostgresSuspensions } from './postgres-moderation';
import { PostgresPhotoReviews } from './postgres-photo-reviews';
import { PostgresOperatorRoster } from './postgres-operator-roster';
import { PostgresSettingRows } from './postgres-setting-rows';
import { runOnSharedScope } from './postgres-transactions';
import { isUniqueViolation } from './unique-violation';

interface OperatorRow {
  id: string | number;
  email: string;
  name: string;
  role: OperatorRole;
  password_hash: string | null;
  totp_state: TotpEnrolment['state'];
  totp_secret: string | null;
  totp_last_step: string | number | null;
  created_at: Date;
  disabled_at?: Date | null;
}

function totpOf(row: OperatorRow): TotpEnrolment {
  if (row.totp_state === 'none' || row.totp_secret === null) return { state: 'none' };
  if (row.totp_state === 'pending') return { state: 'pending', secret: row.totp_secret };
  return { state: 'enrolled', secret: row.totp_secret, lastStep: Number(row.totp_last_step ?? -1) };
}

const operatorOf = (row: OperatorRow): Operator => ({
  id: operatorId(Number(row.id)),
  email: row.email,
  name: row.name,
  role: row.role,
  totp: totpOf(row),
  createdAt: new Date(row.created_at),
  ...(row.disabled_at && { disabledAt: new Date(row.disabled_at) }),
  ...(row.password_hash === null && { awaitingSetup: true as const }),
});

/** Decision 0070: operators, their TOTP and recovery codes (digests). */
export class PostgresOperators implements Operators {
  constructor(private readonly db: Knex) {}

  async create(operator: NewOperator): Promise<OperatorId> {
    try {
      const [row] = await this.db('operators')
        .insert({ email: operator.email.trim().toLowerCase(), name: operator.name, role: operator.role, password_hash: operator.passwordHash, created_at: operator.createdAt })
        .returning('id');
      return operatorId(Number((row as { id: string | number }).id));
    } catch (error) {
      if (isUniqueViolation(error, 'operators_email')) throw new OperatorError('email_taken', { field: 'email' });
      throw error;
    }
  }

  async findById(id: OperatorId): Promise<Operator | undefined> {
    const row = await this.db<OperatorRow>('operators').where('id', id).first();
    return row && operatorOf(row);
  }

  async findByEmail(email: string): Promise<(Operator & { readonly passwordHash: string | null }) | undefined> {
    const row = await this.db<OperatorRow>('operators').whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).first();
    return row && { ...operatorOf(row), passwordHash: row.password_hash };
  }

  async setPassword(id: OperatorId, passwordHash: string): Promise<void> {
    await this.db('operators').where('id', id).update({ password_hash: passwordHash });
  }

  async setTotp(id: OperatorId, totp: TotpEnrolment): Promise<void> {
    await this.db('operators')
      .where('id', id)
      .update({
        totp_state: totp.state,
        totp_secret: totp.state === 'none' ? null : totp.secret,
        totp_last_step: totp.state === 'enrolled' ? totp.lastStep : null,
      });
  }

  async useTotpStep(id: OperatorId, step: number): Promise<boolean> {
    // One statement: of two requests with one code, only the first moves the step on.
    const changed = await this.db('operators')
      .where({ id, totp_state: 'enrolled' })
      .andWhere((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
      .update({ totp_last_step: step });
    return Number(changed) === 1;
  }

  async replaceRecoveryCodes(id: OperatorId, digests: readonly string[]): Promise<void> {
    await this.db('operator_recovery_codes').where('operator_id', id).delete();
    if (digests.length > 0) await this.db('operator_recovery_codes').insert(digests.map((code_digest) => ({ operator_id: id, code_digest })));
  }

  async spendRecoveryCode(id: OperatorId, digest: string): Promise<boolean> {
    // RETURNING, not the row count: knex-pglite does not report a DELETE's count.
    const spent = await this.db('operator_recovery_codes').where({ operator_id: id, code_digest: digest }).delete().returning('code_digest');
    return spent.length === 1;
  }

  async recoveryCodesLeft(id: OperatorId): Promise<number> {
    const [row] = await this.db('operator_recovery_codes').where('operator_id', id).count<{ count: string | number }[]>('* as count');
    return Number(row?.count ?? 0);
  }
}

/** Decision 0083: the set-up links by the digest of their token; one live link per operator. */
export class PostgresOperatorSetupLinks implements OperatorSetupLinks {
  constructor(private readonly db: Knex) {}

  async replace(operator: OperatorId, digest: string, link: { readonly createdAt: Date; readonly expiresAt: Date }): Promise<void> {
    await this.db('operator_setup_links').where('operator_id', operator).delete();
    await this.db('operator_setup_links').insert({ token_digest: digest, operator_id: operator, created_at: link.createdAt, expires_at: link.expiresAt });
  }

  async find(digest: string, now: Date): Promise<OperatorId | undefined> {
    const row = await this.db('operator_setup_links').where('token_digest', digest).andWhere('expires_at', '>', now).first('operator_id');
    return row ? operatorId(Number((row as { operator_id: string | number }).operator_id)) : undefined;
  }

  async spend(digest: string, now: Date): Promise<OperatorId | undefined> {
    // One DELETE … RETURNING: of two requests with one link only the first gets a row (an expired one goes too).
    const rows = (await this.db('operator_setup_links').where('token_digest', digest).delete().returning(['operator_id', 'expires_at'])) as { operator_id: string | number; expires_at: Date }[];
    const row = rows[0];
    return row && new Date(row.expires_at).getTime() > now.getTime() ? operatorId(Number(row.operator_id)) : undefined;
  }
}

interface AuditRow {
  id: string | number;
  operator_id: string | number | null;
  by_console: boolean;
  by_system?: boolean;
  action: AuditEntry['action'];
  target: string | null;
  at: Date;
  reason: string | null;
  details: Record<string, string | number> | null;
  who_name?: string | null;
}

const whoOf = (row: AuditRow): AuditActor =>
  row.operator_id !== null ? { operatorId: operatorId(Number(row.operator_id)) } : row.by_system ? { system: true } : { console: true };

function storedOf(row: AuditRow): StoredAuditEntry {
  return {
    id: Number(row.id),
    who: whoOf(row),
    action: row.action,
    at: new Date(row.at),
    ...(row.target !== null && { target: row.target }),
    ...(row.reason !== null && { reason: row.reason }),
    ...(row.details !== null && { details: row.details }),
    ...(row.who_name ? { whoName: row.who_name } : {}),
  };
}

/** The audit trail: INSERT and SELECT only; the table's trigger refuses UPDATE and DELETE (migration 0028). */
export class PostgresAuditTrail implements AuditTrail {
  constructor(private readonly db: Knex) {}

  async append(entry: AuditEntry): Promise<number> {
    const operator = 'operatorId' in entry.who ? entry.who.operatorId : null;
    const [row] = await this.db('audit_log')
      .insert({
        operator_id: operator,
        by_console: 'console' in entry.who,
        by_system: 'system' in entry.who,
        action: entry.action,
        target: entry.target ?? null,
        at: entry.at,
        reason: entry.reason ?? null,
        details: entry.details ? JSON.stringify(entry.details) : null,
      })
      .returning('id');
    return Number((row as { id: string | number }).id);
  }

  async latest(query: { readonly limit: number; readonly before?: number }): Promise<AuditPage> {
    const rows = await this.db('audit_log as a')
      .leftJoin('operators as o', 'o.id', 'a.operator_id')
      .select<AuditRow[]>('a.*', 'o.name as who_name')
      .modify((q) => {
        if (query.before !== undefined) q.where('a.id', '<', query.before);
      })
      .orderBy('a.id', 'desc')
      .limit(query.limit + 1);
    const entries = rows.slice(0, query.limit).map(storedOf);
    return { entries, next: rows.length > query.limit ? entries.at(-1)?.id : undefined };
  }
}

interface SessionRow {
  operator_id: string | number;
  stage: OperatorSessionStage;
  expires_at: Date;
  idle_until: Date;
}

export class PostgresOperatorSessions implements OperatorSessions {
  constructor(private readonly db: Knex) {}

  async create(tokenDigest: string, session: OperatorSession): Promise<void> {
    await this.db('operator_sessions').insert({
      token_digest: tokenDigest,
      operator_id: session.operatorId,
      stage: session.stage,
      expires_at: session.expiresAt,
      idle_until: session.idleUntil,
    });
  }

  async find(tokenDigest: string, now: Date): Promise<OperatorSession | undefined> {
    const row = await this.db<SessionRow>('operator_sessions')
      .where('token_digest', tokenDigest)
      .andWhere('expires_at', '>', now)
      .andWhere('idle_until', '>', now)
      .first('operator_id', 'stage', 'expires_at', 'idle_until');
    return row && { operatorId: operatorId(Number(row.operator_id)), stage: row.stage, expiresAt: new Date(row.expires_at), idleUntil: new Date(row.idle_until) };
  }

  async touch(tokenDigest: string, idleUntil: Date): Promise<void> {
    await this.db('operator_sessions').where('token_digest', tokenDigest).update({ idle_until: idleUntil });
  }

  async remove(tokenDigest: string): Promise<void> {
    await this.db('operator_sessions').where('token_digest', tokenDigest).delete();
  }

  async removeAllFor(operator: OperatorId): Promise<void> {
    await this.db('operator_sessions').where('operator_id', operator).delete();
  }
}

/** The shared scope with the back office's repositories on the same transaction: an action and its audit row commit together. */
export class PostgresOperatorTransactions implements OperatorTransactions {
  constructor(readonly db: Knex, readonly clock: Clock, readonly outboxCommitted?: () => void) {}

  run<T>(work: (scope: OperatorScope) => Promise<T>): Promise<T> {
    return runOnSharedScope(this, (trx, shared) =>
      work({
        ...shared,
        operators: new PostgresOperators(trx),
        audit: new PostgresAuditTrail(trx),
        reports: new PostgresReportQueue(trx),
        complaints: new PostgresComplaintQueue(trx),
        suspensions: new PostgresSuspensions(trx),
        memberRecords: new PostgresMemberRecords(trx),
        refunds: new PostgresPaymentRefunds(trx),
        photoReviews: new PostgresPhotoReviews(trx),
        settingRows: new PostgresSettingRows(trx),
        roster: new PostgresOperatorRoster(trx),
        discountBook: new PostgresDiscountBook(trx),
        setupLinks: new PostgresOperatorSetupLinks(trx),
      }),
    );
  }
}
