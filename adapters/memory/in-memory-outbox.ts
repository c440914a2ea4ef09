import type { Clock } from '../../domain/shared/clock';
import type { SmsSender } from '../../domain/direct-debit/ports';
import type { Mailer } from '../../domain/mail/mailer';
import type { ClaimedItem, Outbox, OutboxCounts, OutboxItem, OutboxQueue, OutboxRecord, OutboxState } from '../../domain/outbox/outbox';

/**
 * The outbox of the fast tests' wiring: an item is handed to the capturing mailer or SMS sender as soon as it is
 * committed (InMemoryTransactions adds it after the commit), so a scenario reads its mail right after the step. The
 * worker's retries and claims are proven on the queue below and on PostgreSQL, not here.
 */
export class HandOverOutbox implements Outbox {
  /** Notices and pushes (decision 0055): fanned out and pushed at once too, once the wiring has said how. */
  private notices?: (item: Extract<OutboxItem, { kind: 'notice' | 'push' }>) => Promise<void>;

  constructor(private readonly mailer: Mailer, private readonly sms: SmsSender) {}

  handNoticesTo(deliver: (item: Extract<OutboxItem, { kind: 'notice' | 'push' }>) => Promise<void>): void {
    this.notices = deliver;
  }

  async add(item: OutboxItem): Promise<void> {
    if (item.kind === 'mail') await this.mailer.send(item.mail);
    else if (item.kind === 'sms') await this.sms.send(item.to, item.text);
    else if (this.notices) await this.notices(item);
    else throw new Error(`no one takes ${item.kind} items in this wiring`);
  }
}

interface QueuedRow {
  readonly id: number;
  readonly item: OutboxItem;
  readonly createdAt: Date;
  attempts: number;
  nextAttemptAt: Date;
  lockedUntil: Date | null;
  lockedBy: string | null;
  deliveredAt: Date | null;
  deadAt: Date | null;
  lastError: string | null;
}

/** The outbox queue in memory, with the PostgreSQL queue's rules (the contract suite holds both to them). */
export class InMemoryOutboxQueue implements Outbox, OutboxQueue {
  private readonly rows: QueuedRow[] = [];

  constructor(private readonly clock: Clock) {}

  async add(item: OutboxItem): Promise<void> {
    const at = this.clock.now();
    this.rows.push({ id: this.rows.length + 1, item: structuredClone(item), createdAt: at, attempts: 0, nextAttemptAt: at, lockedUntil: null, lockedBy: null, deliveredAt: null, deadAt: null, lastError: null });
  }

  async claim(now: Date, limit: number, leaseSeconds: number, worker: string): Promise<ClaimedItem[]> {
    const due = this.rows
      .filter((row) => !row.deliveredAt && !row.deadAt && row.nextAttemptAt <= now && (!row.lockedUntil || row.lockedUntil <= now))
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
      .slice(0, limit);
    for (const row of due) {
      row.attempts += 1;
      row.lockedUntil = new Date(now.getTime() + leaseSeconds * 1000);
      row.lockedBy = worker;
    }
    return due.sort((a, b) => a.id - b.id).map((row) => ({ id: row.id, item: structuredClone(row.item), attempts: row.attempts, createdAt: row.createdAt }));
  }

  async hold(id: number, worker: string, now: Date, leaseSeconds: number): Promise<boolean> {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row || row.lockedBy !== worker || row.deliveredAt || row.deadAt) return false;
    row.lockedUntil = new Date(now.getTime() + leaseSeconds * 1000);
    return true;
  }

  async delivered(id: number, now: Date): Promise<void> {
    this.update(id, { deliveredAt: now, lockedUntil: null, lockedBy: null, lastError: null });
  }

  async retryLater(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    this.update(id, { nextAttemptAt, lockedUntil: null, lockedBy: null, lastError: error });
  }

  async bury(id: number, error: string, now: Date): Promise<void> {
    this.update(id, { deadAt: now, lockedUntil: null, lockedBy: null, lastError: error });
  }

  async revive(now: Date): Promise<number> {
    const dead = this.rows.filter((row) => row.deadAt);
    for (const row of dead) Object.assign(row, { deadAt: null, attempts: 0, nextAttemptAt: now, lockedUntil: null, lockedBy: null });
    return dead.length;
  }

  async counts(): Promise<OutboxCounts> {
    return {
      pending: this.rows.filter((row) => stateOf(row) === 'pending').length,
      delivered: this.rows.filter((row) => stateOf(row) === 'delivered').length,
      dead: this.rows.filter((row) => stateOf(row) === 'dead').length,
    };
  }

  async list(state: OutboxState, limit: number): Promise<OutboxRecord[]> {
    return this.rows
      .filter((row) => stateOf(row) === state)
      .sort((a, b) => b.id - a.id)
      .slice(0, limit)
      .map((row) => ({
        id: row.id,
        kind: row.item.kind,
        state,
        attempts: row.attempts,
        createdAt: row.createdAt,
        nextAttemptAt: row.nextAttemptAt,
        deliveredAt: row.deliveredAt,
        lastError: row.lastError,
      }));
  }

  private update(id: number, change: Partial<QueuedRow>): void {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (row) Object.assign(row, change);
  }
}

const stateOf = (row: QueuedRow): OutboxState => (row.deliveredAt ? 'delivered' : row.deadAt ? 'dead' : 'pending');
