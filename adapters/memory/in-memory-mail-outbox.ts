import type { MailOutbox, OutboxMail } from '../../domain/mail/mailer';
import type { InMemoryMailer } from './in-memory-mailer';

/** The captured mails as an outbox: newest first, in plain text. */
export class InMemoryMailOutbox implements MailOutbox {
  constructor(private readonly mailer: InMemoryMailer) {}

  private all(): OutboxMail[] {
    return this.mailer.sent
      .map((mail, index) => ({ id: index + 1, to: mail.to, subject: mail.template, text: mail.link, html: '', template: mail.template, createdAt: new Date(0) }))
      .reverse();
  }

  async list(limit: number): Promise<OutboxMail[]> {
    return this.all().slice(0, limit);
  }

  async find(id: number): Promise<OutboxMail | undefined> {
    return this.all().find((mail) => mail.id === id);
  }

  async latestTo(to: string): Promise<OutboxMail | undefined> {
    return this.all().find((mail) => mail.to.toLowerCase() === to.toLowerCase());
  }
}
