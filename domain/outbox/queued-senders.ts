import type { SmsSender } from '../direct-debit/ports';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import type { Outbox } from './outbox';

/** The Mailer a use case is given: a mail it sends is a row in the outbox, delivered after the commit. */
export class MailerOverOutbox implements Mailer {
  constructor(private readonly outbox: Outbox) {}

  send(mail: OutgoingMail): Promise<void> {
    return this.outbox.add({ kind: 'mail', mail });
  }
}

/** The SmsSender a use case is given: an SMS is a row in the outbox too. */
export class SmsSenderOverOutbox implements SmsSender {
  constructor(private readonly outbox: Outbox) {}

  send(to: string, text: string): Promise<void> {
    return this.outbox.add({ kind: 'sms', to, text });
  }
}
