import type { Logger } from 'pino';
import type { Mailer } from '../../domain/mail/mailer';
import type { SiteSettingsStore } from '../../domain/settings/site-settings';
import type { Config } from '../config';

/** SMTP when SMTP_URL is set, the outbox otherwise. (Filled in with the mail adapters.) */
export function createMailer(_config: Config, _settings: SiteSettingsStore, logger: Logger): Mailer {
  return {
    async send(mail) {
      logger.info({ template: mail.template }, 'mail not sent: no mailer yet');
    },
  };
}
