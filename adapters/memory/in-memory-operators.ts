import { operatorId, type OperatorId } from '../../domain/operators/actor';
import { InMemoryDiscountBook } from './in-memory-discount-book';
import type { AuditEntry, AuditPage, AuditTrail } from '../../domain/operators/audit';
import type { NewOperator, Operator, TotpEnrolment } from '../../domain/operators/operator';
import { OperatorError } from '../../domain/operators/operator-error';
import type { OperatorScope, OperatorSession, OperatorSessions, OperatorTransactions, Operators } from '../../domain/operators/ports';
import type { OperatorSetupLinks } from '../../domain/operators/operator-setup-links';
import type { TrackingData } from '../../domain/accounts/tracking';
import type { MemberId } from '../../domain/shared/ids';
import type { Transactions } from '../../domain/transactions';
import { InMemoryMemberRecords } from './in-memory-member-records';
import { InMemoryPhotoReviews } from './in-memory-photo-reviews';
import { InMemoryPaymentRefunds } from './in-memory-payment-refunds';
import { InMemoryComplaintQueue, InMemoryReportQueue, InMemorySuspensions, ModerationState } from './in-memory-moderation';
import { InMemorySettingRows } from './in-memory-setting-rows';
import { InMemoryOperatorRoster } from './in-memory-operator-roster';
import { OperatorState } from './in-memory-operator-state';

export { OperatorState };

export class InMemoryOperators implements Operators {
  constructor(private readonly state: OperatorState) {}

  async create(operator: NewOperator): Promise<OperatorId> {
    const email = operator.email.trim().toLowerCase();
    if ([...this.state.operators.values()].some((o) => o.email === email)) throw new OperatorError('email_taken', { field: 'email' });
    this.state.nextOperator += 1;
    const id = operatorId(this.state.nextOperator);
    this.state.operators.set(id, {
      id,
      email,
      name: operator.name,
      role: operator.role,
      passwordHash: operator.passwordHash,
      totp: { state: 'none' },
      createdAt: operator.createdAt,
      ...(operator.passwordHash === null && { awaitingSetup: true as const }),
    });
    return id;
  }

  async setPassword(id: OperatorId, passwordHash: string): Promise<void> {
    const found = this.state.operators.get(id);
    if (!found) return;
    const { awaitingSetup: _was, ...rest } = found;
    this.state.operators.set(id, { ...rest, passwordHash });
  }

  async findById(id: OperatorId): Promise<Operator | undefined> {
    const found = this.state.operators.get(id);
    if (!found) return undefined;
    const { passwordHash: _hash, ...operator } = structuredClone(found);
    return operator;
  }

  async findByEmail(email: string): Promise<(Operator & { readonly passwordHash: string | null }) | undefined> {
    const wanted = email.trim().toLowerCase();
    const found = [...this.state.operators.values()].find((o) => o.email === wanted);
    return found && structuredClone(found);
  }

  async setTotp(id: OperatorId, totp: TotpEnrolment): Promise<void> {
    const found = this.state.operators.get(id);
    if (found) this.state.operators.set(id, { ...found, totp: { ...totp } });
  }

  async useTotpStep(id: OperatorId, step: number): Promise<boolean> {
    const found = this.state.operators.get(id);
    if (!found || found.totp.state !== 'enrolled' || found.totp.lastStep >= step) return false;
    this.state.operators.set(id, { ...found, totp: { ...found.totp, lastStep: step } });
    return true;
  }

  async replaceRecoveryCodes(id: OperatorId, digests: readonly string[]): Promise<void> {
    this.state.recoveryCodes.set(id, new Set(digests));
  }

  async spendRecoveryCode(id: OperatorId, digest: string): Promise<boolean> {
    return this.state.recoveryCodes.get(id)?.delete(digest) ?? false;
  }

  async recoveryCodesLeft(id: OperatorId): Promise<number> {
    return this.state.recoveryCodes.get(id)?.size ?? 0;
  }
}

/** Append and read only: there is no way to change or remove a row. */
/** Decision 0083: the set-up links in memory; one live link per operator. */
export class InMemoryOperatorSetupLinks implements OperatorSetupLinks {
  constructor(private readonly state: OperatorState) {}

  async replace(operator: OperatorId, digest: string, link: { readonly createdAt: Date; readonly expiresAt: Date }): Promise<void> {
    for (const [key, stored] of this.state.setupLinks) if (stored.operatorId === operator) this.state.setupLinks.delete(key);
    this.state.setupLinks.set(digest, { operatorId: operator, ...link });
  }

  async find(digest: string, now: Date): Promise<OperatorId | undefined> {
    const link = this.state.setupLinks.get(digest);
    return link && link.expiresAt.getTime() > now.getTime() ? link.operatorId : undefined;
  }

  async spend(digest: string, now: Date): Promise<OperatorId | undefined> {
    const found = await this.find(digest, now);
    this.state.setupLinks.delete(digest);
    return found;
  }
}

export class InMemoryAuditTrail implements AuditTrail {
  constructor(private readonly state: OperatorState) {}

  async append(entry: AuditEntry): Promise<number> {
    const id = this.state.audit.length + 1;
    this.state.audit.push(structuredClone({ ...entry, id }));
    return id;
  }

  async latest(query: { readonly limit: number; readonly before?: number }): Promise<AuditPage> {
    const older = this.state.audit.filter((row) => query.before === undefined || row.id < query.before).reverse();
    const entries = older.slice(0, query.limit).map((row) => {
      const operator = 'operatorId' in row.who ? this.state.operators.get(row.who.operatorId) : undefined;
      return structuredClone(operator ? { ...row, whoName: operator.name } : row);
    });
    const last = entries.at(-1);
    return { entries, next: older.length > query.limit && last ? last.id : undefined };
  }
}

export class InMemoryOperatorSessions implements OperatorSessions {
  constructor(private readonly state: OperatorState) {}

  async create(tokenDigest: string, session: OperatorSession): Promise<void> {
    if (this.state.sessions.has(tokenDigest)) throw new Error('operator session exists');
    this.state.sessions.set(tokenDigest, { ...session });
  }

  async find(tokenDigest: string, now: Date): Promise<OperatorSession | undefined> {
    const session = this.state.sessions.get(tokenDigest);
    if (!session || !this.state.operators.has(session.operatorId)) return undefined;
    if (session.expiresAt.getTime() <= now.getTime() || session.idleUntil.getTime() <= now.getTime()) return undefined;
    return { ...session };
  }

  async touch(tokenDigest: string, idleUntil: Date): Promise<void> {
    const session = this.state.sessions.get(tokenDigest);
    if (session) this.state.sessions.set(tokenDigest, { ...session, idleUntil });
  }

  async remove(tokenDigest: string): Promise<void> {
    this.state.sessions.delete(tokenDigest);
  }

  async removeAllFor(operator: OperatorId): Promise<void> {
    for (const [digest, session] of this.state.sessions) if (session.operatorId === operator) this.state.sessions.delete(digest);
  }
}

/** The shared scope with the back office's repositories; on a throw the operators and the audit rows go back too. */
export class InMemoryOperatorTransactions implements OperatorTransactions {
  constructor(
    private readonly transactions: Transactions,
    private readonly state: OperatorState,
    private readonly moderation: ModerationState = new ModerationState(),
    /** The signup tracking of the memory adapters, for the GDPR export and erasure (decision 0079). */
    private readonly tracking?: Map<MemberId, TrackingData & { createdAt: Date }>,
  ) {}

  run<T>(work: (scope: OperatorScope) => Promise<T>): Promise<T> {
    return this.transactions.run(async (scope) => {
      const moderation = this.moderation.snapshot();
      const operators = structuredClone(this.state.operators);
      const recoveryCodes = structuredClone(this.state.recoveryCodes);
      const audit = this.state.audit.length;
      const nextOperator = this.state.nextOperator;
      const setupLinks = new Map(this.state.setupLinks);
      const settingRows = this.state.settings.snapshot();
      try {
        const reports = new InMemoryReportQueue(this.moderation);
        const suspensions = new InMemorySuspensions(this.moderation);
        return await work({ ...scope, operators: new InMemoryOperators(this.state), audit: new InMemoryAuditTrail(this.state), reports, complaints: new InMemoryComplaintQueue(this.moderation), suspensions, refunds: new InMemoryPaymentRefunds(this.moderation.store), memberRecords: new InMemoryMemberRecords(this.moderation, this.tracking), photoReviews: new InMemoryPhotoReviews(this.moderation.store), settingRows: new InMemorySettingRows(this.state.settings), roster: new InMemoryOperatorRoster(this.state), discountBook: new InMemoryDiscountBook(this.moderation.store), setupLinks: new InMemoryOperatorSetupLinks(this.state) });
      } catch (error) {
        this.moderation.restore(moderation);
        this.state.operators = operators;
        this.state.recoveryCodes = recoveryCodes;
        this.state.audit.splice(audit);
        this.state.nextOperator = nextOperator;
        this.state.setupLinks = setupLinks;
        this.state.settings.restore(settingRows);
        throw error;
      }
    });
  }
}
