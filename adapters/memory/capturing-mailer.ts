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

  /** The token of the newest mail with a link token to an address (notices carry none). */
  latestTokenTo(email: string): string | undefined {
    const tokens = this.sent
      .filter((m) => m.to.toLowerCase() === email.toLowerCase())
      .map((m) => new URL(m.link).searchParams.get('token'))
      .filter((token): token is string => token !== null);
    return tokens.at(-1);
  }
}
