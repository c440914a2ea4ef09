import nodemailer, { type Transporter } from 'nodemailer';
import type { OutgoingMail } from '../../domain/mail/mailer';
import type { MailTransport } from '../../domain/outbox/outbox';
import type { SiteSettingsStore } from '../../domain/settings/site-settings';
import { renderMail, type UnsubscribeLinksOf } from './render-mail';

/**
 * Mail over SMTP (SMTP_URL), rendered the same way as the development mailbox's. The outbox worker calls it; the
 * Message-ID is the outbox row's, the same on every attempt, so a receiver that got a copy before a crash can drop
 * the second (decision 0042).
 */
export class SmtpMailTransport implements MailTransport {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly settings: SiteSettingsStore,
    /** The unsubscribe links of a mail she may stop (decision 0057): List-Unsubscribe and List-Unsubscribe-Post. */
    private readonly unsubscribeLinks: UnsubscribeLinksOf = async () => undefined,
  ) {
    // One delivery ends well within the outbox lease (60 s by default): a worker never still sends a row another took.
    this.transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async deliver(mail: OutgoingMail, messageId: string): Promise<void> {
    const rendered = renderMail(mail, await this.settings.forDomain(mail.domain), await this.unsubscribeLinks(mail));
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      messageId: `<${messageId}@${senderDomain(this.from)}>`,
      headers: rendered.headers,
    });
  }

  close(): void {
    this.transport.close();
  }
}

/** The domain of the sender's address, for Message-IDs that are unique to this site. */
function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'hartslag.invalid';
}
