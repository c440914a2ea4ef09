import type { Mailer, MailTemplate } from '../mail/mailer';

/** The site a member used, for the links and the footer of a mail. */
export interface SiteOfRequest {
  /** Origin the links point to, e.g. https://hartslag.nl */
  readonly linkBase: string;
  readonly domain: string;
}

/** Who a notice goes to. */
export interface NoticeRecipient {
  readonly email: string;
  readonly name: string;
  readonly language: string;
}

/**
 * Tells a member that her password or address changed, with a way to act if it was not her: the mail's button asks
 * for a new password, and the footer names support. A notice that cannot be sent does not undo the change.
 */
export async function sendSecurityNotice(
  mailer: Mailer,
  template: Extract<MailTemplate, 'password_changed' | 'email_changed'>,
  to: NoticeRecipient,
  site: SiteOfRequest,
): Promise<boolean> {
  try {
    await mailer.send({ to: to.email, template, locale: to.language, domain: site.domain, name: to.name, link: `${site.linkBase}/reset-password` });
    return true;
  } catch {
    return false;
  }
}
