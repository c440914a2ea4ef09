import type { PageLinks } from '../mail/page-links';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { AccountLinks } from './account-links';
import type { Credentials } from './credentials';
import type { Mailer } from '../mail/mailer';
import type { MemberAccounts } from './ports';
import type { EmailPreferencesStore } from '../notifications/ports';
import { sendSecurityNotice, type SiteOfRequest } from './security-notice';

/**
 * The link mailed to the new address was used: the account takes that address, unless another took it meanwhile. The
 * link proved the address receives mail, so a bounce of the old one no longer stops her mail (decision 0056).
 */
export class ConfirmEmailChange {
  constructor(
    private readonly deps: { links: AccountLinks; members: MemberAccounts; credentials: Credentials; mailer: Mailer; pageLinks: PageLinks; emailPreferences: EmailPreferencesStore },
  ) {}

  /** The old address is told, with a way to act if it was not her. */
  async run(token: string, site: SiteOfRequest): Promise<{ memberId: MemberId; email: string }> {
    const link = await this.deps.links.redeem(token, 'email_change');
    const member = link && (await this.deps.members.findById(link.memberId));
    const email = link?.payload;
    if (!member || member.status === 'deleted' || !email) throw new DomainError('link_invalid');
    if (await this.deps.credentials.isEmailTaken(email)) throw new DomainError('email_taken', { field: 'email' });
    if ((await this.deps.credentials.setEmail(member.id, email)) === 'taken') throw new DomainError('email_taken', { field: 'email' });
    await this.deps.emailPreferences.enableNotifications(member.id, ['bounce']);
    await sendSecurityNotice(this.deps, 'email_changed', { id: member.id, email: member.email, name: member.profile.name, language: member.language }, site);
    return { memberId: member.id, email };
  }
}
