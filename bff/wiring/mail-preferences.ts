import type { Logger } from 'pino';
import type { OnSuppressed } from '../../domain/notifications/mail-gate';

/**
 * What the preference gate tells the log of each mail it held back (decision 0056): the member, the template, its
 * category and why; never the address (notes/security.md). The outbox row ends delivered: suppressed is an answer.
 */
export const logSuppressedMail =
  (logger: Pick<Logger, 'info'>): OnSuppressed =>
  (mail, decision) =>
    logger.info({ memberId: mail.memberId, template: mail.template, category: decision.category, because: decision.because }, 'mail suppressed by the e-mail preferences');
