import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from '../../domain/mail/mailer';
import type { SiteSettingsStore } from '../../domain/settings/site-settings';
import { renderMail } from './render-mail';

/** Mail over SMTP (SMTP_URL), rendered the same way as the outbox's. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string, private readonly settings: SiteSettingsStore) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const rendered = renderMail(mail, await this.settings.forDomain(mail.domain));
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: rendered.subject, text: rendered.text, html: rendered.html });
  }

  close(): void {
    this.transport.close();
  }
}
