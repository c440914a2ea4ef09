import type { Mailer } from '../mail/mailer';
import type { MemberId } from '../shared/ids';
import type { AccountLinks } from './account-links';

/** Where the activation link lands: the page posts the token, so a mail scanner's prefetch confirms nothing. */
export const ACTIVATION_PAGE = '/complete-signup';

export interface ActivationMailOptions {
  /** Origin of links in mails, e.g. https://hartslag.example. */
  readonly linkBase: string;
  readonly domain: string;
  readonly linkHours: number;
}

export interface ActivationRecipient {
  readonly id: MemberId;
  readonly email: string;
  readonly name: string;
  readonly language: string;
}

export const activationLink = (linkBase: string, token: string): string => `${linkBase}${ACTIVATION_PAGE}?token=${encodeURIComponent(token)}`;

/** Issues a fresh single-use, expiring activation link and mails it. */
export async function sendActivationMail(
  deps: { links: AccountLinks; mailer: Mailer },
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
    link: activationLink(options.linkBase, token),
  });
}
