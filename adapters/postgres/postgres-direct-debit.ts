import type { Knex } from 'knex';
import type { NewMandate } from '../../domain/direct-debit/mandate';
import type { DirectDebitBlocks, DirectDebitMandates, NewSmsCode, SmsCodes } from '../../domain/direct-debit/ports';
import type { StoredSmsCode } from '../../domain/direct-debit/sms-code';
import { memberId, type MemberId } from '../../domain/shared/ids';

interface SmsCodeRow {
  id: string | number;
  member_id: string | number;
  mobile: string;
  code_digest: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

const toSmsCode = (row: SmsCodeRow): StoredSmsCode => ({
  id: Number(row.id),
  memberId: memberId(Number(row.member_id)),
  mobile: row.mobile,
  codeDigest: row.code_digest,
  tries: row.attempts,
  expiresAt: new Date(row.expires_at),
  usedAt: row.used_at === null ? null : new Date(row.used_at),
  createdAt: new Date(row.created_at),
});

/** SMS codes (sms_codes): digests only. `use` belongs inside the order's transaction; the rest runs on its own. */
export class PostgresSmsCodes implements SmsCodes {
  constructor(private readonly db: Knex) {}

  async add(code: NewSmsCode): Promise<void> {
    await this.db('sms_codes').insert({
      member_id: code.memberId,
      mobile: code.mobile,
      code_digest: code.codeDigest,
      attempts: 0,
      expires_at: code.expiresAt,
      created_at: code.createdAt,
    });
  }

  async latestUnusedFor(member: MemberId, mobile: string): Promise<StoredSmsCode | undefined> {
    const row = (await this.db('sms_codes').where({ member_id: member, mobile }).whereNull('used_at').orderBy('id', 'desc').first()) as SmsCodeRow | undefined;
    return row ? toSmsCode(row) : undefined;
  }

  /** One statement: parallel tries each get their own count. */
  async countTry(id: number): Promise<StoredSmsCode | undefined> {
    const [row] = (await this.db('sms_codes').where({ id }).increment('attempts', 1).returning('*')) as SmsCodeRow[];
    return row ? toSmsCode(row) : undefined;
  }

  async use(id: number, now: Date): Promise<boolean> {
    const changed = await this.db('sms_codes').where({ id }).whereNull('used_at').update({ used_at: now });
    return changed === 1;
  }
}

/** The mandate of each direct-debit payment (direct_debit_mandates), written in the payment's transaction. */
export class PostgresDirectDebitMandates implements DirectDebitMandates {
  constructor(private readonly db: Knex) {}

  async add(mandate: NewMandate): Promise<void> {
    await this.db('direct_debit_mandates').insert({
      member_id: mandate.memberId,
      payment_id: mandate.paymentId,
      account_holder: mandate.accountHolder,
      iban: mandate.iban,
      street: mandate.street,
      house_number: mandate.houseNumber,
      postcode: mandate.postcode,
      city: mandate.city,
      mobile: mandate.mobile,
      created_at: mandate.createdAt,
    });
  }
}

/** members.direct_debit_blocked, set by the operator. */
export class PostgresDirectDebitBlocks implements DirectDebitBlocks {
  constructor(private readonly db: Knex) {}

  async isBlocked(member: MemberId): Promise<boolean> {
    const row = (await this.db('members').where({ id: member }).first('direct_debit_blocked')) as { direct_debit_blocked: boolean } | undefined;
    return row?.direct_debit_blocked === true;
  }
}
