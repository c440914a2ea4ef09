import type { MemberAccounts } from '../accounts/ports';
import type { OutgoingMail } from '../mail/mailer';
import type { DomainPageLinks } from '../mail/page-links';
import { DomainError } from '../shared/domain-error';
import { memberId, type MemberId } from '../shared/ids';
import { isEmailPreference, mailCategoryOf, mayMail, type EmailPreference, type MailCategory } from './email-preferences';
import type { EmailPreferencesStore } from './ports';

/**
 * One-click unsubscribe (RFC 8058) and the footer's link (issue 23, decision 0057). A link names a member and what she
 * stops — one kind of mail, or all mail but the transactional — and carries an HMAC under a secret of the install over
 * those and the address the mail went to. It works without a login and never expires, but an address change spends
 * every link sent to the old one: whoever has an old mail can no longer change what the new address receives.
 */
export type UnsubscribeTopic = EmailPreference | 'all';

export const isUnsubscribeTopic = (value: unknown): value is UnsubscribeTopic => value === 'all' || isEmailPreference(value);

/** Signs and checks short texts with a key the server keeps (an HMAC); `verify` compares in constant time. */
export interface Signatures {
  sign(text: string): Promise<string>;
  verify(text: string, signature: string): Promise<boolean>;
}

export interface UnsubscribeGrant {
  readonly member: MemberId;
  readonly topic: UnsubscribeTopic;
  /** The address the link was sent to; compared case-insensitively. */
  readonly email: string;
}

/** `<member>.<topic>.<signature>`: what a token says before its signature is checked. */
const TOKEN = /^(\d{1,15})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{20,100})$/;

const signedText = (grant: UnsubscribeGrant): string => `unsubscribe:v1:${grant.member}:${grant.topic}:${grant.email.trim().toLowerCase()}`;

/** The token for a grant: the member and the topic in the clear (no address), and the signature. */
export const unsubscribeToken = async (signatures: Signatures, grant: UnsubscribeGrant): Promise<string> =>
  `${grant.member}.${grant.topic}.${await signatures.sign(signedText(grant))}`;

/** What a token claims, unchecked: the member it names and the topic. Undefined when it is not shaped like one. */
export function readUnsubscribeToken(token: string): { readonly member: MemberId; readonly topic: UnsubscribeTopic; readonly signature: string } | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, member, topic, signature] = match;
  const id = Number(member);
  if (!Number.isSafeInteger(id) || id <= 0 || !isUnsubscribeTopic(topic)) return undefined;
  return { member: memberId(id), topic, signature };
}

/** The links a mail to a member carries, when it is one she may stop. */
export interface MailUnsubscribeLinks {
  /** For List-Unsubscribe, POSTed by her mail client (RFC 8058). */
  readonly oneClick: string;
  /** The footer's link: a page that shows what stops and asks her to confirm. */
  readonly page: string;
  /** `mailto:` for List-Unsubscribe, when an address for it is configured. */
  readonly mailto?: string;
  /** Her e-mail preferences, beside the footer's link. */
  readonly preferences: string;
  /** What the link stops: the footer names it. */
  readonly topic: UnsubscribeTopic;
}

/**
 * The unsubscribe links of a mail: none for a transactional one (she cannot and need not stop those) or one that names
 * no member; otherwise for the mail's own kind, signed over the address it goes to.
 */
export function unsubscribeLinksFor(
  mail: Pick<OutgoingMail, 'to' | 'memberId' | 'template'>,
  signatures: Signatures,
  links: DomainPageLinks,
  mailtoAddress?: string,
): Promise<MailUnsubscribeLinks | undefined> {
  return unsubscribeLinksOf({ to: mail.to, memberId: mail.memberId, category: mailCategoryOf(mail.template) }, signatures, links, mailtoAddress);
}

/** As unsubscribeLinksFor, for a mail of a known category. */
export async function unsubscribeLinksOf(
  mail: { readonly to: string; readonly memberId?: number; readonly category: MailCategory | undefined },
  signatures: Signatures,
  links: DomainPageLinks,
  mailtoAddress?: string,
): Promise<MailUnsubscribeLinks | undefined> {
  const { category } = mail;
  if (category === undefined || category === 'transactional' || mail.memberId === undefined) return undefined;
  const token = await unsubscribeToken(signatures, { member: memberId(mail.memberId), topic: category, email: mail.to });
  return {
    oneClick: links.to('unsubscribe_one_click', token),
    page: links.to('unsubscribe', token),
    mailto: mailtoAddress ? `mailto:${mailtoAddress}?subject=${encodeURIComponent(`unsubscribe ${token}`)}` : undefined,
    preferences: links.to('notifications'),
    topic: category,
  };
}

/** What an opened link shows before she confirms: what stops, and whether it already has. */
export interface UnsubscribeLinkView {
  readonly topic: UnsubscribeTopic;
  /** True when that mail is already off (her preference, or all mail disabled): confirming changes nothing. */
  readonly alreadyStopped: boolean;
  readonly language: string;
}

export interface UnsubscribeDeps {
  readonly members: Pick<MemberAccounts, 'findAccount'>;
  readonly preferences: EmailPreferencesStore;
  readonly signatures: Signatures;
}

/**
 * The member a genuine token names, still at the address it was sent to, and the topic; undefined for a malformed or
 * forged token, one sent to an address she no longer has, or one of a deleted account.
 */
export async function checkUnsubscribeToken(
  deps: Pick<UnsubscribeDeps, 'members' | 'signatures'>,
  token: string,
): Promise<{ readonly member: MemberId; readonly topic: UnsubscribeTopic; readonly language: string } | undefined> {
  const claim = readUnsubscribeToken(token);
  if (!claim) return undefined;
  const account = await deps.members.findAccount(claim.member);
  if (!account || account.status === 'deleted') return undefined;
  if (!(await deps.signatures.verify(signedText({ member: claim.member, topic: claim.topic, email: account.email }), claim.signature))) return undefined;
  return { member: claim.member, topic: claim.topic, language: account.language };
}

/** As checkUnsubscribeToken, failing with `link_invalid` (field token). */
async function grantOf(deps: UnsubscribeDeps, token: string): Promise<{ readonly member: MemberId; readonly topic: UnsubscribeTopic; readonly language: string }> {
  const grant = await checkUnsubscribeToken(deps, token);
  if (!grant) throw new DomainError('link_invalid', { field: 'token', message: 'invalid' });
  return grant;
}

/** The footer's page, before she confirms: reads, never changes (a GET; mail scanners open links). */
export class OpenUnsubscribeLink {
  constructor(private readonly deps: UnsubscribeDeps) {}

  async run(token: string): Promise<UnsubscribeLinkView> {
    const grant = await grantOf(this.deps, token);
    const recipient = await this.deps.preferences.recipientOf(grant.member);
    const alreadyStopped =
      !recipient ||
      (grant.topic === 'all' ? recipient.notificationsDisabled.includes('unsubscribe') : !mayMail(recipient, grant.topic));
    return { topic: grant.topic, alreadyStopped, language: grant.language };
  }
}

/**
 * She stops a kind of mail (its preference goes off) or all mail but the transactional ('unsubscribe' is added to her
 * notifications_disabled, SPEC §4). Safe to repeat: a second click, or her mail client's POST after the page's,
 * changes nothing more.
 */
export class Unsubscribe {
  constructor(private readonly deps: UnsubscribeDeps) {}

  async run(token: string): Promise<{ readonly topic: UnsubscribeTopic; readonly member: MemberId }> {
    const grant = await grantOf(this.deps, token);
    if (grant.topic === 'all') await this.deps.preferences.disableNotifications(grant.member, 'unsubscribe');
    else await this.deps.preferences.setPreferences(grant.member, { [grant.topic]: false });
    return { topic: grant.topic, member: grant.member };
  }
}
