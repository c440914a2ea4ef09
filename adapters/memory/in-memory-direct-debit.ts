import type { NewMandate } from '../../domain/direct-debit/mandate';
import type { DirectDebitBlocks, DirectDebitMandates, NewSmsCode, OutboxSms, SmsCodes, SmsOutbox, SmsSender } from '../../domain/direct-debit/ports';
import type { StoredSmsCode } from '../../domain/direct-debit/sms-code';
import type { MemberId } from '../../domain/shared/ids';
import type { InMemoryStore } from './in-memory-store';

/** SMS codes in the store's transactional data: a code used in a transaction that fails is unused again. */
export class InMemorySmsCodes implements SmsCodes {
  constructor(private readonly store: InMemoryStore) {}

  async add(code: NewSmsCode): Promise<void> {
    const data = this.store.data;
    data.sequences.smsCode += 1;
    data.smsCodes.push({ ...code, id: data.sequences.smsCode, tries: 0, usedAt: null });
  }

  async latestUnusedFor(memberId: MemberId, mobile: string): Promise<StoredSmsCode | undefined> {
    return this.store.data.smsCodes.filter((code) => code.memberId === memberId && code.mobile === mobile && code.usedAt === null).at(-1);
  }

  async countTry(id: number): Promise<StoredSmsCode | undefined> {
    const codes = this.store.data.smsCodes;
    const index = codes.findIndex((code) => code.id === id);
    if (index < 0) return undefined;
    const counted = { ...codes[index]!, tries: codes[index]!.tries + 1 };
    codes[index] = counted;
    return counted;
  }

  async use(id: number, now: Date): Promise<boolean> {
    const codes = this.store.data.smsCodes;
    const index = codes.findIndex((code) => code.id === id && code.usedAt === null);
    if (index < 0) return false;
    codes[index] = { ...codes[index]!, usedAt: now };
    return true;
  }
}

export class InMemoryDirectDebitMandates implements DirectDebitMandates {
  constructor(private readonly store: InMemoryStore) {}

  /** One per payment, as direct_debit_mandates.payment_id is unique. */
  async add(mandate: NewMandate): Promise<void> {
    if (this.store.data.mandates.some((m) => m.paymentId === mandate.paymentId)) throw new Error('unique violation: direct_debit_mandates_payment_id_unique');
    this.store.data.mandates.push(mandate);
  }

  /** Tests: the mandates of a member. */
  of(memberId: MemberId): readonly NewMandate[] {
    return this.store.data.mandates.filter((mandate) => mandate.memberId === memberId);
  }
}

/** Members the operator blocked for direct debit; a test blocks one with `block`. */
export class InMemoryDirectDebitBlocks implements DirectDebitBlocks {
  private readonly blocked = new Set<MemberId>();

  /** With the store, a block a reversal wrote there (decision 0076) counts too. */
  constructor(private readonly store?: InMemoryStore) {}

  block(memberId: MemberId): void {
    this.blocked.add(memberId);
  }

  async isBlocked(memberId: MemberId): Promise<boolean> {
    return this.blocked.has(memberId) || (this.store?.data.directDebitBlocked.includes(memberId) ?? false);
  }
}

/** Keeps every SMS instead of sending it: the outbox of features and unit tests. */
export class CapturingSmsSender implements SmsSender, SmsOutbox {
  readonly sent: OutboxSms[] = [];

  async send(to: string, text: string): Promise<void> {
    this.sent.push({ id: this.sent.length + 1, to, text, createdAt: new Date() });
  }

  async list(limit: number): Promise<OutboxSms[]> {
    return [...this.sent].reverse().slice(0, limit);
  }

  async latestTo(to: string): Promise<OutboxSms | undefined> {
    return [...this.sent].reverse().find((sms) => sms.to === to);
  }
}
