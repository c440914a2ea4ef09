import { conversationId, memberId, messageId } from '../shared/ids';
import type { MemberNotice } from './member-notice';
import { messagePreview, pushMessageFor, type NoticeFacts } from './push-message';

const message = (first = false): MemberNotice => ({ kind: 'message', recipientId: memberId(2), senderId: memberId(1), conversationId: conversationId(12), messageId: messageId(99), first });
const facts = (change: Partial<NoticeFacts> = {}): NoticeFacts => ({ language: 'nl', badge: 3, otherName: 'Sanne', message: { text: 'Hoi!', attachment: null }, ...change });

describe('the push a notice becomes', () => {
  it('a message: from whom in her language, its text, the conversation to open, one tag per conversation', () => {
    expect(pushMessageFor(message(), facts())).toEqual({
      payload: { title: 'Nieuw bericht van Sanne', body: 'Hoi!', url: '/chats/12', tag: 'chat-12', badge: 3 },
      options: { ttlSeconds: 86_400, urgency: 'high', topic: 'chat-12' },
    });
    expect(pushMessageFor(message(), facts({ language: 'en' })).payload.title).toBe('New message from Sanne');
  });

  it('the first message of a conversation says she starts one', () => {
    expect(pushMessageFor(message(true), facts()).payload.title).toBe('Sanne begint een gesprek met je');
    expect(pushMessageFor(message(true), facts({ language: 'en-GB' })).payload.title).toBe('Sanne started a conversation with you');
  });

  it('is Dutch for every language but English (nl is the default, as in the mails)', () => {
    expect(pushMessageFor(message(), facts({ language: 'de' })).payload.title).toBe('Nieuw bericht van Sanne');
  });

  it.each([
    ['gift', 'Heeft je een cadeautje gestuurd 🎁'],
    ['photo', 'Heeft je een foto gestuurd 📷'],
    ['gif', 'Heeft je een GIF gestuurd'],
  ] as const)('describes a %s without text', (attachment, body) => {
    expect(pushMessageFor(message(), facts({ message: { text: '', attachment } })).payload.body).toBe(body);
  });

  it('a like opens her likes, a match the conversation with him', () => {
    expect(pushMessageFor({ kind: 'like', recipientId: memberId(2), likerId: memberId(7) }, facts({ otherName: 'Bram' })).payload).toEqual({
      title: 'Bram vindt je leuk',
      body: 'Kijk wie je leuk vindt en like terug.',
      url: '/likes',
      tag: 'likes',
      badge: 3,
    });
    const match = pushMessageFor({ kind: 'match', recipientId: memberId(2), otherId: memberId(7) }, facts({ otherName: 'Bram', language: 'en' }));
    expect(match.payload).toMatchObject({ title: "It's a match with Bram!", url: '/members/7/chat', tag: 'match-7' });
    expect(match.options).toEqual({ ttlSeconds: 259_200, urgency: 'normal', topic: 'match-7' });
  });
});

describe('messagePreview', () => {
  it('keeps a short message whole, on one line', () => {
    expect(messagePreview('  Hoi\n\nhoe   gaat het?  ')).toBe('Hoi hoe gaat het?');
  });

  it('cuts at 80 characters with an ellipsis, counting an emoji as one', () => {
    const long = `${'😀'.repeat(10)}${'a'.repeat(100)}`;
    const preview = messagePreview(long);
    expect([...preview]).toHaveLength(80);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.startsWith('😀'.repeat(10))).toBe(true);
  });

  it('shows markup as the text it is (a notification renders no HTML)', () => {
    expect(messagePreview('<b>hoi</b>')).toBe('<b>hoi</b>');
  });
});
