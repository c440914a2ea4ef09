import type { Knex } from 'knex';
import type { MailOutbox, OutboxMail, OutgoingMail } from '../../domain/mail/mailer';
import type { MailTransport } from '../../domain/outbox/outbox';
import type { SiteSettingsStore } from '../../domain/settings/site-settings';
import { renderMail, type UnsubscribeLinksOf } from './render-mail';

interface OutboxRow {
  id: string | number;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  created_at: Date;
  headers?: unknown;
}

/** jsonb comes back parsed from pg, and as text from some PGlite paths. */
function headersOf(value: unknown): Record<string, string> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const toMail = (row: OutboxRow): OutboxMail => ({
  id: Number(row.id),
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  template: row.template,
  createdAt: new Date(row.created_at),
  headers: headersOf(row.headers),
});

/**
 * Mail without a mail server: rendered as it would be sent, kept in the mail_outbox table (the development mailbox,
 * not to be confused with the outbox of decision 0042, whose worker calls this). A second delivery of one outbox row
 * (after a crash) is dropped by its Message-ID, as a receiving mail server can.
 */
export class MailboxTransport implements MailTransport {
  constructor(
    private readonly settings: SiteSettingsStore,
    private readonly db: Knex,
    /** The unsubscribe links of a mail she may stop (decision 0057); none without it. */
    private readonly unsubscribeLinks: UnsubscribeLinksOf = async () => undefined,
  ) {}

  async deliver(mail: OutgoingMail, messageId: string): Promise<void> {
    const rendered = renderMail(mail, await this.settings.forDomain(mail.domain), await this.unsubscribeLinks(mail));
    await this.db('mail_outbox')
      .insert({
        to: mail.to,
        template: mail.template,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: JSON.stringify(rendered.headers),
        created_at: new Date(),
        message_id: messageId,
      })
      .onConflict(this.db.raw('(message_id) where message_id is not null'))
      .ignore();
  }
}

/** Reads the outbox: the development mailbox and tests. */
export class PostgresMailOutbox implements MailOutbox {
  constructor(private readonly db: Knex) {}

  async list(limit: number): Promise<OutboxMail[]> {
    const rows = (await this.db('mail_outbox').orderBy('id', 'desc').limit(limit)) as OutboxRow[];
    return rows.map(toMail);
  }

  async find(id: number): Promise<OutboxMail | undefined> {
    const row = (await this.db('mail_outbox').where({ id }).first()) as OutboxRow | undefined;
    return row ? toMail(row) : undefined;
  }

  async latestTo(to: string): Promise<OutboxMail | undefined> {
    const row = (await this.db('mail_outbox').whereRaw('lower("to") = lower(?)', [to]).orderBy('id', 'desc').first()) as OutboxRow | undefined;
    return row ? toMail(row) : undefined;
  }
}
