import { createIntl } from 'react-intl';
import type { DomainError } from '../../domain/shared/domain-error';
import { CODE_TEXT } from '../../web/api/error-text';
import { catalogs } from '../../web/i18n/catalogues';
import type { MessageKey } from '../../web/i18n/message-key';

const intl = createIntl({ locale: 'nl', messages: catalogs.nl });

/** A text of the web's own Dutch catalogue, as a member reads it on the page. */
export const catalogueText = (key: MessageKey, values?: Record<string, string | number>): string => intl.formatMessage({ id: key }, values);

/**
 * What the pages show for a refusal, from the web's catalogue (SPEC §8 texts): a scenario that quotes the words
 * fails when the page would say something else. Refusals the pages word in their own way are named by their code.
 */
export function shownText(refusal: DomainError | undefined): string {
  if (!refusal) return '(nothing: it worked)';
  switch (refusal.code) {
    case 'login_failed':
      return catalogueText('login.failed');
    case 'login_locked':
      return catalogueText('login.locked', { minutes: Number(refusal.details?.minutes) });
    case 'reset_limit':
      return catalogueText('reset.limit');
    case 'link_invalid':
      return catalogueText('reset.linkInvalid');
    case 'email_taken':
      return catalogueText('error.emailTaken');
    case 'invalid_input':
      if (refusal.field === 'email') return catalogueText('error.invalidEmail');
      if (refusal.field === 'password_confirmation') return 'the two passwords differ';
      return `the ${refusal.field} is ${refusal.message}`;
    case 'code_not_found':
    case 'code_used':
    case 'code_invalid':
      return catalogueText(CODE_TEXT[refusal.code]);
    case 'wrong_password':
      return 'the password is wrong';
    default:
      return `${refusal.code}${refusal.field ? ` (${refusal.field}: ${refusal.message})` : ''}`;
  }
}
