import type { MessageAttachment } from '../chat/attachment';
import type { MemberNotice } from './member-notice';

/**
 * What the service worker gets (the shared contract of issue 23): it shows a notification with `title` and `body`,
 * `tag` (repeats of one tag replace each other: one notification per conversation), opens `url` (a path on the site)
 * on a click, and sets the app badge to `badge` (unread messages + new likes).
 */
export interface PushPayload {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly tag: string;
  readonly badge: number;
}

/** How the push service is asked to treat a push (RFC 8030 §5): how long to keep it, how soon, what it replaces. */
export interface PushDeliveryOptions {
  /** Seconds the push service keeps it for a device that is offline. */
  readonly ttlSeconds: number;
  readonly urgency: 'high' | 'normal';
  /** A newer push with the same topic replaces one the push service still holds (RFC 8030 §5.4). */
  readonly topic: string;
}

/** What a push is written from, read when the notice is fanned out. */
export interface NoticeFacts {
  /** Her language (SPEC §3 user.language): pushes are in Dutch unless she chose English. */
  readonly language: string;
  /** Her unread messages plus new likes, this notice's included. */
  readonly badge: number;
  /** The other member's profile name: the sender, the liker, the match. */
  readonly otherName: string;
  /** For a message notice: its text and what it carries. */
  readonly message?: { readonly text: string; readonly attachment: MessageAttachment['kind'] | null };
}

export type PushLocale = 'nl' | 'en';

/** nl is the source and the default (SPEC §1), as in the mails; en for members who chose English. */
export const pushLocale = (language: string): PushLocale => (language.slice(0, 2).toLowerCase() === 'en' ? 'en' : 'nl');

/** How much of a message a notification shows. */
export const PREVIEW_LENGTH = 80;

const COPY = {
  nl: {
    message: (name: string) => `Nieuw bericht van ${name}`,
    firstMessage: (name: string) => `${name} begint een gesprek met je`,
    gift: 'Heeft je een cadeautje gestuurd 🎁',
    photo: 'Heeft je een foto gestuurd 📷',
    gif: 'Heeft je een GIF gestuurd',
    like: (name: string) => `${name} vindt je leuk`,
    likeBody: 'Kijk wie je leuk vindt en like terug.',
    match: (name: string) => `Het is een match met ${name}!`,
    matchBody: (name: string) => `Jullie vinden elkaar leuk. Stuur ${name} een bericht.`,
  },
  en: {
    message: (name: string) => `New message from ${name}`,
    firstMessage: (name: string) => `${name} started a conversation with you`,
    gift: 'Sent you a gift 🎁',
    photo: 'Sent you a photo 📷',
    gif: 'Sent you a GIF',
    like: (name: string) => `${name} likes you`,
    likeBody: 'See who likes you and like them back.',
    match: (name: string) => `It's a match with ${name}!`,
    matchBody: (name: string) => `You like each other. Send ${name} a message.`,
  },
} as const;

/**
 * The first PREVIEW_LENGTH characters of a message on one line, cut with an ellipsis. Text only: a notification shows
 * it as text, so nothing in it is markup (the browser does not render HTML in a notification's body).
 */
export function messagePreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  return characters.length <= PREVIEW_LENGTH ? line : `${characters.slice(0, PREVIEW_LENGTH - 1).join('').trimEnd()}…`;
}

/** The push a notice becomes, in her language, and how the push service should treat it. */
export function pushMessageFor(notice: MemberNotice, facts: NoticeFacts): { readonly payload: PushPayload; readonly options: PushDeliveryOptions } {
  const copy = COPY[pushLocale(facts.language)];
  const name = facts.otherName;
  switch (notice.kind) {
    case 'message': {
      const message = facts.message ?? { text: '', attachment: null };
      const described = message.attachment === null ? undefined : copy[message.attachment];
      const text = messagePreview(message.text);
      const tag = `chat-${notice.conversationId}`;
      return {
        payload: {
          title: notice.first ? copy.firstMessage(name) : copy.message(name),
          body: text.length > 0 ? text : (described ?? ''),
          url: `/chats/${notice.conversationId}`,
          tag,
          badge: facts.badge,
        },
        // A message is why she comes back: delivered at once, kept a day for a phone that is off.
        options: { ttlSeconds: 24 * 3600, urgency: 'high', topic: tag },
      };
    }
    case 'like':
      return {
        payload: { title: copy.like(name), body: copy.likeBody, url: '/likes', tag: 'likes', badge: facts.badge },
        options: { ttlSeconds: 3 * 24 * 3600, urgency: 'normal', topic: 'likes' },
      };
    case 'match': {
      const tag = `match-${notice.otherId}`;
      // After a match the next step is the message (notes/ui.md): the conversation with her, not her profile again.
      return {
        payload: { title: copy.match(name), body: copy.matchBody(name), url: `/members/${notice.otherId}/chat`, tag, badge: facts.badge },
        options: { ttlSeconds: 3 * 24 * 3600, urgency: 'normal', topic: tag },
      };
    }
  }
}
