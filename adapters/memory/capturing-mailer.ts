import type { Mailer, OutgoingMail } from '../../domain/mail/mailer';

/** Keeps every mail it is given, newest last: what a member would find in their inbox. */
export class CapturingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  /** Set to make every send fail, as an unreachable mail server would. */
  failing = false;

  async send(mail: OutgoingMail): Promise<void> {
    if (this.failing) throw new Error('mail server unreachable');
    this.sent.push(mail);
  }

  lastTo(email: string): OutgoingMail | undefined {
    return this.sent.filter((m) => m.to.toLowerCase() === email.toLowerCase()).at(-1);
  }

  /** The token of the newest mail to an address. */
  latestTokenTo(email: string): string | undefined {
    const mail = this.lastTo(email);
    return mail ? (new URL(mail.link).searchParams.get('token') ?? undefined) : undefined;
  }
}
