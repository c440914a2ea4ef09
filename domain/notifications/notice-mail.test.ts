import { DEFAULT_EMAIL_PREFERENCES } from './email-preferences';
import type { MemberNotice } from './member-notice';
import { mailForNotice, noticeMailDecision, NoticeMails, type NoticeMailContext, type NoticeMailRecipient } from './notice-mail';
import { conversationId, memberId, messageId } from '../shared/ids';
import { FixedClock } from '../../adapters/memory/fixed-clock';

const ANNA = memberId(1);
const BRAM = memberId(2);
const message = (first: boolean): MemberNotice => ({ kind: 'message', recipientId: ANNA, senderId: BRAM, conversationId: conversationId(12), messageId: messageId(40), first });
const like: MemberNotice = { kind: 'like', recipientId: ANNA, likerId: BRAM };
const match: MemberNotice = { kind: 'match', recipientId: ANNA, otherId: BRAM };

const anna = (change: Partial<NoticeMailRecipient> = {}): NoticeMailRecipient => ({
  memberId: ANNA,
  email: 'anna@example.nl',
  name: 'Anna',
  language: 'nl',
  status: 'active',
  mail: { preferences: DEFAULT_EMAIL_PREFERENCES, notificationsDisabled: [] },
  firstUnseen: true,
  ...change,
});
const context = (recipient = anna(), online = false): NoticeMailContext => ({ recipient, online, otherName: 'Bram', domain: 'hartslag.example', home: 'https://hartslag.example/' });

describe('the mail of a notice', () => {
  it('is the first-message mail for the first message of a conversation, opening the conversation', () => {
    expect(mailForNotice(message(true), context())).toEqual({
      to: 'anna@example.nl',
      memberId: ANNA,
      template: 'notice_new_conversation',
      locale: 'nl',
      domain: 'hartslag.example',
      name: 'Anna',
      otherName: 'Bram',
      link: 'https://hartslag.example/chats/12',
    });
  });

  it('is the new-message mail for a later message, the like mail for a like and the match mail for a match', () => {
    expect(mailForNotice(message(false), context())?.template).toBe('notice_new_message');
    expect(mailForNotice(like, context())).toMatchObject({ template: 'notice_like', link: 'https://hartslag.example/likes' });
    expect(mailForNotice(match, context())).toMatchObject({ template: 'notice_match', link: 'https://hartslag.example/members/2/chat' });
  });

  it('is in her language', () => {
    expect(mailForNotice(like, context(anna({ language: 'en' })))?.locale).toBe('en');
  });
});

describe('when a notice becomes no mail', () => {
  it('never while she is online: the site and her push tell her', () => {
    for (const notice of [message(true), message(false), like, match]) expect(noticeMailDecision(notice, { recipient: anna(), online: true })).toEqual({ send: false, because: 'online' });
  });

  it('once per conversation until she has read it, once per new likes until she has looked at them', () => {
    expect(noticeMailDecision(message(false), { recipient: anna({ firstUnseen: false }), online: false })).toEqual({ send: false, because: 'seen_before' });
    expect(noticeMailDecision(like, { recipient: anna({ firstUnseen: false }), online: false })).toEqual({ send: false, because: 'seen_before' });
  });

  it('not to an account that is unconfirmed or deleted', () => {
    expect(mailForNotice(message(true), context(anna({ status: 'not_confirmed' })))).toBeNull();
    expect(mailForNotice(like, context(anna({ status: 'deleted' })))).toBeNull();
  });

  it('not when the preference of its category is off, or her mail is disabled', () => {
    const off = (name: keyof typeof DEFAULT_EMAIL_PREFERENCES) => anna({ mail: { preferences: { ...DEFAULT_EMAIL_PREFERENCES, [name]: false }, notificationsDisabled: [] } });
    expect(mailForNotice(message(true), context(off('new_conversations')))).toBeNull();
    expect(mailForNotice(message(false), context(off('new_conversations')))).not.toBeNull();
    expect(mailForNotice(message(false), context(off('new_messages')))).toBeNull();
    expect(mailForNotice(like, context(off('like')))).toBeNull();
    expect(mailForNotice(match, context(off('like')))).toBeNull();
    expect(mailForNotice(match, context(anna({ mail: { preferences: DEFAULT_EMAIL_PREFERENCES, notificationsDisabled: ['unsubscribe'] } })))).toBeNull();
  });
});

describe('NoticeMails, the fan-out step', () => {
  const pageLinks = { to: async () => 'https://hartslag.example/', of: async () => ({ domain: 'hartslag.example', to: () => 'https://hartslag.example/' }) };
  const make = (recipient: NoticeMailRecipient | undefined, online: boolean) =>
    new NoticeMails({
      recipients: { recipientOf: async () => recipient },
      presence: { onlineAmong: async (members) => new Set(online ? members : []) },
      pageLinks,
      clock: new FixedClock(new Date('2026-11-27T08:00:00Z')),
      domain: 'hartslag.example',
    });

  it('mails her while she is offline, at the main domain', async () => {
    expect(await make(anna(), false).mailFor(like, { otherName: 'Bram' })).toMatchObject({ to: 'anna@example.nl', template: 'notice_like', domain: 'hartslag.example', otherName: 'Bram' });
  });

  it('mails nobody when she is online or gone', async () => {
    expect(await make(anna(), true).mailFor(like, { otherName: 'Bram' })).toBeNull();
    expect(await make(undefined, false).mailFor(like, { otherName: 'Bram' })).toBeNull();
  });
});
