import type { OutgoingMail } from '../../domain/mail/mailer';
import type { TestServer } from './test-server';

export interface CapturedMail {
  readonly sent: OutgoingMail[];
  /** The newest mail to an address (case-insensitive); fails the test when there is none. */
  latestTo(to: string): OutgoingMail;
  /** The token of the link in the newest mail to an address. */
  tokenTo(to: string): string;
}

/**
 * Records every mail the server sends, then lets the real mailer send it too. The use cases hold the same
 * mailer object, so wrapping its send() reaches them; a test reads links deterministically, without an outbox.
 */
export function captureMail(server: TestServer): CapturedMail {
  const mailer = server.composition.dependencies.mailer;
  const send = mailer.send.bind(mailer);
  const sent: OutgoingMail[] = [];
  mailer.send = async (mail) => {
    sent.push(mail);
    await send(mail);
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
  };
}
