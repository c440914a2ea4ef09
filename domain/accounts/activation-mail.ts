import type { PageLinks } from '../mail/page-links';
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

/** Issues a fresh single-use, expiring activation link and mails it. */
export async function sendActivationMail(
  deps: { links: AccountLinks; mailer: Mailer; pageLinks: PageLinks },
  member: ActivationRecipient,
  options: ActivationMailOptions,
): Promise<void> {
  const token = await deps.links.issue(member.id, 'activation', options.linkHours * 3600);
  await deps.mailer.send({
    to: member.email,
    template: 'activation',
    locale: member.language,
    domain: options.domain,
    name: member.name,
    link: await deps.pageLinks.to(options.domain, 'activation', token),
  });
}
