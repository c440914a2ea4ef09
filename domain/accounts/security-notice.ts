import type { PageLinks } from '../mail/page-links';
import type { Mailer, MailTemplate } from '../mail/mailer';
import type { MemberId } from '../shared/ids';

/** The site a member used: its settings give the links and the footer of a mail. */
export interface SiteOfRequest {
  readonly domain: string;
}

/** Who a notice goes to. */
export interface NoticeRecipient {
  readonly id: MemberId;
  readonly email: string;
  readonly name: string;
  readonly language: string;
}

/**
 * Tells a member that her password or address changed, with a way to act if it was not her: the mail's button asks
 * for a new password, and the footer names support. A notice that cannot be sent does not undo the change.
 */
export async function sendSecurityNotice(
  deps: { mailer: Mailer; pageLinks: PageLinks },
  template: Extract<MailTemplate, 'password_changed' | 'email_changed'>,
  to: NoticeRecipient,
  site: SiteOfRequest,
): Promise<boolean> {
  try {
    const link = await deps.pageLinks.to(site.domain, 'reset_request');
    await deps.mailer.send({ to: to.email, memberId: to.id, template, locale: to.language, domain: site.domain, name: to.name, link });
    return true;
  } catch {
    return false;
  }
}
