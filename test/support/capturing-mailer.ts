import type { Container } from 'inversify';
import type { Mailer, OutgoingMail } from '../../domain/mail/mailer';
import { PORTS } from '../../bff/wiring/tokens';

export interface CapturedMail {
  readonly sent: OutgoingMail[];
  /** The newest mail to an address (case-insensitive); fails the test when there is none. */
  latestTo(to: string): OutgoingMail;
  /** The token of the link in the newest mail to an address. */
  tokenTo(to: string): string;
  /** For `startTestServer(kind, { rebind })`: every use case then mails through this recorder. */
  rebind(container: Container): void;
}

/** Records every mail the server sends, in place of the mailer: a test reads links deterministically, without an outbox. */
export function captureMail(): CapturedMail {
  const sent: OutgoingMail[] = [];
  const recorder: Mailer = {
    async send(mail) {
      sent.push(mail);
    },
  };
  const latestTo = (to: string) => {
    const mail = [...sent].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase());
    if (!mail) throw new Error('no mail was sent to that address');
    return mail;
  };
  return {
    sent,
    latestTo,
    tokenTo: (to) => {
      const token = new URL(latestTo(to).link).searchParams.get('token');
      if (!token) throw new Error('the mail carries no token');
      return token;
    },
    rebind: (container) => {
      container.rebind(PORTS.mailer).toConstantValue(recorder);
    },
  };
}
