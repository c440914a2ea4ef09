import type { OutgoingMail } from '../../domain/mail/mailer';

/** What a test reads of an in-memory mailer: the mails it was given, newest last. */
interface Inbox {
  readonly sent: readonly OutgoingMail[];
}

const to = (inbox: Inbox, email: string) => inbox.sent.filter((m) => m.to.toLowerCase() === email.toLowerCase());

/** The newest mail to an address (case-insensitive), if any. */
export const lastMailTo = (inbox: Inbox, email: string): OutgoingMail | undefined => to(inbox, email).at(-1);

/** The token of the newest mail to an address whose link carries one (notices carry none). */
export function latestTokenTo(inbox: Inbox, email: string): string | undefined {
  return to(inbox, email)
    .map((m) => new URL(m.link).searchParams.get('token'))
    .filter((token): token is string => token !== null)
    .at(-1);
}
