import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Mailer } from '../../domain/mail/mailer';
import type { SiteSettingsStore } from '../../domain/settings/site-settings';
import { OutboxMailer } from '../../adapters/mail/outbox-mailer';
import { SmtpMailer } from '../../adapters/mail/smtp-mailer';
import type { Config } from '../config';

/** SMTP when SMTP_URL is set, the outbox (mail_outbox, readable at /dev/mailbox outside production) otherwise. */
export function createMailer(config: Config, settings: SiteSettingsStore, logger: Logger, knex: Knex): Mailer {
  if (config.smtpUrl) {
    logger.info('mail goes out over SMTP');
    return new SmtpMailer(config.smtpUrl, config.mailFrom, settings);
  }
  if (config.production) logger.warn('SMTP_URL is not set: mail is kept in the outbox and reaches no one');
  return new OutboxMailer(settings, knex);
}
