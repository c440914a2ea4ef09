import type { MessageAttachment } from '../chat/attachment';
import { fillText, textsFor } from '../shared/locale-texts';
import type { MemberNotice } from './member-notice';
import en from './push-texts/en.json';
import nl from './push-texts/nl.json';

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
  /** Her language (SPEC §3 user.language): pushes are in it when it has texts, else in Dutch. */
  readonly language: string;
  /** Her unread messages plus new likes, this notice's included. */
  readonly badge: number;
  /** The other member's profile name: the sender, the liker, the match. */
  readonly otherName: string;
  /** For a message notice: its text and what it carries. */
  readonly message?: { readonly text: string; readonly attachment: Exclude<MessageAttachment['kind'], 'photo_removed'> | null };
}

/** The pushes' texts per locale (push-texts/<locale>.json, decision 0060): in her language, Dutch when it has none. */
const TEXTS = { nl, en };

/** How much of a message a notification shows. */
export const PREVIEW_LENGTH = 80;

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
  const texts = textsFor(TEXTS, facts.language);
  const name = { name: facts.otherName };
  const copy = {
    message: fillText(texts.message, name),
    firstMessage: fillText(texts.firstMessage, name),
    like: fillText(texts.like, name),
    match: fillText(texts.match, name),
    matchBody: fillText(texts.matchBody, name),
  };
  switch (notice.kind) {
    case 'message': {
      const message = facts.message ?? { text: '', attachment: null };
      const described = message.attachment === null ? undefined : texts[message.attachment];
      const text = messagePreview(message.text);
      const tag = `chat-${notice.conversationId}`;
      return {
        payload: {
          title: notice.first ? copy.firstMessage : copy.message,
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
        payload: { title: copy.like, body: texts.likeBody, url: '/likes', tag: 'likes', badge: facts.badge },
        options: { ttlSeconds: 3 * 24 * 3600, urgency: 'normal', topic: 'likes' },
      };
    case 'match': {
      const tag = `match-${notice.otherId}`;
      // After a match the next step is the message (notes/ui.md): the conversation with her, not her profile again.
      return {
        payload: { title: copy.match, body: copy.matchBody, url: `/members/${notice.otherId}/chat`, tag, badge: facts.badge },
        options: { ttlSeconds: 3 * 24 * 3600, urgency: 'normal', topic: tag },
      };
    }
  }
}
