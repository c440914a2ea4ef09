import { ContainerModule } from 'inversify';
import type { UnsubscribeLinksOf } from '../../adapters/mail/render-mail';
import type { PageLinks } from '../../domain/mail/page-links';
import { RecordMailFeedback } from '../../domain/notifications/mail-feedback-recording';
import { OpenUnsubscribeLink, Unsubscribe, unsubscribeLinksFor, type Signatures } from '../../domain/notifications/unsubscribe';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const U = USE_CASES.unsubscribe;

/** Issue 23, decision 0057: one-click unsubscribe links, the footer's page, and complaints and bounces reported to us. */
export const unsubscribeModule = new ContainerModule(({ bind }) => {
  const deps = { members: P.members, preferences: P.emailPreferences, signatures: P.unsubscribeSignatures };
  bindUseCase(bind, U.openLink, (d) => new OpenUnsubscribeLink(d), deps);
  bindUseCase(bind, U.unsubscribe, (d) => new Unsubscribe(d), deps);
  bindUseCase(bind, U.recordFeedback, (d) => new RecordMailFeedback(d), deps);
});

/**
 * The unsubscribe links the mail transports put in a mail (List-Unsubscribe and the footer): at the domain's
 * configured base URL, never the request's; signed with the install's key; none for a transactional mail.
 */
export const unsubscribeLinksWith =
  (signatures: Signatures, pageLinks: PageLinks, mailtoAddress: string | undefined): UnsubscribeLinksOf =>
  async (mail) =>
    unsubscribeLinksFor(mail, signatures, await pageLinks.of(mail.domain), mailtoAddress);
