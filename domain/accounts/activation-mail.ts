import type { DomainPageLinks } from '../mail/page-links';
import type { Mailer } from '../mail/mailer';
import type { MemberId } from '../shared/ids';
import type { AccountLinks } from './account-links';

export interface ActivationMailOptions {
  readonly domain: string;
  readonly linkHours: number;
}

export interface ActivationRecipient {
  readonly id: MemberId;
  readonly email: string;
  readonly name: string;
  readonly language: string;
}

/**
 * Issues a fresh single-use, expiring activation link and mails it. The domain's links are read beforehand
 * (`PageLinks.of`): at signup this runs inside the account's transaction.
 */
export async function sendActivationMail(
  deps: { links: AccountLinks; mailer: Mailer; pageLinks: DomainPageLinks },
  member: ActivationRecipient,
  options: ActivationMailOptions,
): Promise<void> {
  const token = await deps.links.issue(member.id, 'activation', options.linkHours * 3600);
  await deps.mailer.send({
    to: member.email,
    memberId: member.id,
    template: 'activation',
    locale: member.language,
    domain: options.domain,
    name: member.name,
    link: deps.pageLinks.to('activation', token),
  });
}
