import type { MemberStatus } from '../accounts/member';
import type { MailTemplate, OutgoingMail } from '../mail/mailer';
import type { PageLinks } from '../mail/page-links';
import type { Presence } from '../realtime/presence';
import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import { mailCategoryOf, mayMail, type MailRecipient } from './email-preferences';
import type { MemberNotice } from './member-notice';

/** Who a notice mail would go to, read when the notice is fanned out (NoticeMailRecipients). */
export interface NoticeMailRecipient {
  readonly memberId: MemberId;
  readonly email: string;
  /** Her profile name, for the greeting. */
  readonly name: string;
  readonly language: string;
  readonly status: MemberStatus;
  /** Her preferences and disabled reasons now (the gate asks again at delivery). */
  readonly mail: MailRecipient;
  /**
   * Whether this notice is the first she has not seen yet of its kind: for a message, it is the first unread message of
   * its conversation; for a like, no like older than it is still new to her; a match always is. Only the first is
   * mailed: one mail per conversation until she has read it, one like mail until she has looked at her likes.
   */
  readonly firstUnseen: boolean;
}

/** What decides a notice's mail, besides the notice. */
export interface NoticeMailContext {
  readonly recipient: NoticeMailRecipient;
  /** The other member's profile name: who wrote, liked or matched. */
  readonly otherName: string;
  /** She has a live connection open now: the site tells her itself (and her push does), so no mail. */
  readonly online: boolean;
  /** The domain whose settings and links the mail uses. */
  readonly domain: string;
  /** The domain's home page (its configured base URL and `/`): the mail's link is a page under it. */
  readonly home: string;
}

export type NoticeMailSkipped = 'not_active' | 'online' | 'seen_before' | 'preference';

export type NoticeMailDecision = { readonly send: true } | { readonly send: false; readonly because: NoticeMailSkipped };

/** The template of a notice's mail (its category follows from it: mailCategoryOf). */
export function noticeMailTemplate(notice: MemberNotice): MailTemplate {
  switch (notice.kind) {
    case 'message':
      return notice.first ? 'notice_new_conversation' : 'notice_new_message';
    case 'like':
      return 'notice_like';
    case 'match':
      return 'notice_match';
  }
}

/** The page the mail's button opens (SPEC §2 routes): the conversation, her likes, or a message to the match. */
export function noticeMailPath(notice: MemberNotice): string {
  switch (notice.kind) {
    case 'message':
      return `/chats/${notice.conversationId}`;
    case 'like':
      return '/likes';
    case 'match':
      return `/members/${notice.otherId}/chat`;
  }
}

/**
 * Whether a notice becomes a mail (decision 0056), in this order:
 * - only to a confirmed, active account (an unconfirmed address may not be hers; a deleted account gets nothing);
 * - not while she is online: the site shows it at once and her push tells her, a mail would say it a third time;
 * - only the first unseen of its kind: one mail per conversation until she has read it, one like mail until she has
 *   looked at her likes (a match is always worth a mail);
 * - only while her preference for its category is on and her mail is not disabled (the gate checks again at delivery).
 */
export function noticeMailDecision(notice: MemberNotice, context: Pick<NoticeMailContext, 'recipient' | 'online'>): NoticeMailDecision {
  const { recipient, online } = context;
  if (recipient.status !== 'active') return { send: false, because: 'not_active' };
  if (online) return { send: false, because: 'online' };
  if (!recipient.firstUnseen) return { send: false, because: 'seen_before' };
  if (!mayMail(recipient.mail, mailCategoryOf(noticeMailTemplate(notice)))) return { send: false, because: 'preference' };
  return { send: true };
}

/** The mail a notice becomes, or null when the rules of noticeMailDecision say none. */
export function mailForNotice(notice: MemberNotice, context: NoticeMailContext): OutgoingMail | null {
  if (!noticeMailDecision(notice, context).send) return null;
  const { recipient } = context;
  return {
    to: recipient.email,
    memberId: recipient.memberId,
    template: noticeMailTemplate(notice),
    locale: recipient.language,
    domain: context.domain,
    name: recipient.name,
    otherName: context.otherName,
    link: new URL(noticeMailPath(notice), context.home).toString(),
  };
}

/** Reads who a notice's mail would go to. Undefined when she no longer exists. */
export interface NoticeMailRecipients {
  recipientOf(notice: MemberNotice): Promise<NoticeMailRecipient | undefined>;
}

/**
 * The notice fan-out's mail step (H4's FanOutNotice takes `mailFor` as its `mail`): reads her now, asks presence
 * whether she is online, and makes the mail. The domain is the install's main one: a member carries none of her own.
 */
export class NoticeMails {
  constructor(
    private readonly deps: {
      recipients: NoticeMailRecipients;
      presence: Pick<Presence, 'onlineAmong'>;
      pageLinks: PageLinks;
      clock: Clock;
      domain: string;
    },
  ) {}

  readonly mailFor = async (notice: MemberNotice, facts: { readonly otherName: string }): Promise<OutgoingMail | null> => {
    const recipient = await this.deps.recipients.recipientOf(notice);
    if (!recipient) return null;
    const online = (await this.deps.presence.onlineAmong([recipient.memberId], this.deps.clock.now())).has(recipient.memberId);
    if (!noticeMailDecision(notice, { recipient, online }).send) return null;
    const home = await this.deps.pageLinks.to(this.deps.domain, 'home');
    return mailForNotice(notice, { recipient, online, otherName: facts.otherName, domain: this.deps.domain, home });
  };
}
