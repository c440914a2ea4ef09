import type { Knex } from 'knex';
import type { OutboxSms, SmsOutbox } from '../../domain/direct-debit/ports';
import type { SmsTransport } from '../../domain/outbox/outbox';

interface OutboxRow {
  id: string | number;
  to: string;
  text: string;
  created_at: Date;
}

const toSms = (row: OutboxRow): OutboxSms => ({ id: Number(row.id), to: row.to, text: row.text, createdAt: new Date(row.created_at) });

/**
 * SMS without a gateway, the default (decision 0034): kept in the sms_outbox table, as mail is kept in mail_outbox,
 * readable at /dev/mailbox outside production. Logs nothing of the number or the text.
 */
export class SmsBoxTransport implements SmsTransport {
  constructor(private readonly db: Knex) {}

  async deliver(to: string, text: string, messageId: string): Promise<void> {
    await this.db('sms_outbox')
      .insert({ to, text, created_at: new Date(), message_id: messageId })
      .onConflict(this.db.raw('(message_id) where message_id is not null'))
      .ignore();
  }
}

/** Reads the SMS outbox: the development mailbox and tests. */
export class PostgresSmsOutbox implements SmsOutbox {
  constructor(private readonly db: Knex) {}

  async list(limit: number): Promise<OutboxSms[]> {
    return ((await this.db('sms_outbox').orderBy('id', 'desc').limit(limit)) as OutboxRow[]).map(toSms);
  }

  async latestTo(to: string): Promise<OutboxSms | undefined> {
    const row = (await this.db('sms_outbox').where({ to }).orderBy('id', 'desc').first()) as OutboxRow | undefined;
    return row ? toSms(row) : undefined;
  }
}
