import type { Mailer, OutgoingMail } from '../../domain/mail/mailer';

/**
 * The embedded default's mail server: keeps every mail it is given, newest last, for the development outbox to show
 * (InMemoryMailOutbox). Tests read it through test/support/mail-inbox.ts.
 */
export class InMemoryMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];

  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }
}
