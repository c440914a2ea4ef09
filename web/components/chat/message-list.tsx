import { AlertCircle, Check, CheckCheck, Clock, RotateCcw, Trash2 } from 'lucide-react';
import { forwardRef, memo, type ReactNode } from 'react';
import { FormattedDate, FormattedTime } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import type { ApiMessage } from '../../../bff/contract/api-types';
import type { OutgoingMessage } from '../../stores/chats-store';
import { useT } from '../../i18n/use-t';
import { giftName } from './gift-picker';
import { PHOTO_SLOTS, photoSources } from '../photo-sources';

const Messages = styled.ol`
  flex: 1;
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: 16px 12px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  > * {
    width: 100%;
    max-width: ${(p) => p.theme.layout.messageAreaMax};
    margin-left: auto;
    margin-right: auto;
  }
  .day {
    display: flex;
    justify-content: center;
    margin: 10px auto 4px;
    span {
      padding: 4px 12px;
      border-radius: ${(p) => p.theme.radius.pill};
      background: ${(p) => p.theme.colors.surface};
      box-shadow: ${(p) => p.theme.shadow.card};
      font-size: ${(p) => p.theme.font.size.xs};
      font-weight: 700;
      color: ${(p) => p.theme.colors.textMuted};
    }
  }
`;

const Bubble = styled.li<{ $mine: boolean }>`
  display: flex;
  justify-content: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
  > div {
    max-width: min(80%, 560px);
    padding: 8px 12px 6px;
    border-radius: ${(p) => p.theme.radius.sheet};
    border-bottom-${(p) => (p.$mine ? 'right' : 'left')}-radius: 6px;
    background: ${(p) => (p.$mine ? p.theme.colors.primary : p.theme.colors.surface)};
    color: ${(p) => (p.$mine ? p.theme.colors.onPrimary : p.theme.colors.text)};
    box-shadow: ${(p) => p.theme.shadow.card};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    justify-content: flex-end;
    align-items: center;
    gap: 4px;
    margin-top: 2px;
    font-size: ${(p) => p.theme.font.size.xxs};
  }
  small {
    display: block;
    margin-top: 2px;
    font-size: ${(p) => p.theme.font.size.xxs};
  }
  /* Quieter on their bubbles; on mine, white stays whole: at 85 % on the primary red it fell below AA (4.5:1). */
  .meta,
  small {
    opacity: ${(p) => (p.$mine ? 1 : 0.85)};
  }
  .gift {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    img {
      border-radius: ${(p) => p.theme.radius.panel};
    }
  }
  .gif {
    display: block;
    width: min(200px, 55vw);
    height: auto;
    margin: -2px -6px 4px;
    border-radius: ${(p) => p.theme.radius.card};
  }
  .photo {
    display: block;
    margin: -2px -6px 4px;
    img {
      display: block;
      width: min(240px, 60vw);
      height: auto;
      max-height: 320px;
      object-fit: cover;
      border-radius: ${(p) => p.theme.radius.card};
    }
  }
`;

/** Hers, not sent (issue 27): the soft shade of her colour under a dashed edge, and below it why, with its ways on. */
const Unsent = styled(Bubble)`
  flex-wrap: wrap;
  /* Doubled: over the bubble's own colours, whatever order the two rules come in. */
  && > div {
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.onPrimarySoft};
    outline: 2px dashed ${(p) => p.theme.colors.primary};
    outline-offset: -2px;
  }
  .failure {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    align-items: center;
    gap: ${(p) => p.theme.space(0.5)} ${(p) => p.theme.space(1)};
    margin-top: ${(p) => p.theme.space(0.5)};
    font-size: ${(p) => p.theme.font.size.caption};
    font-weight: 700;
    color: ${(p) => p.theme.colors.primary};
  }
  .failure > span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(0.5)};
  }
  .failure button {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(0.5)};
    min-height: 32px;
    padding: 0 ${(p) => p.theme.space(1)};
    border: 1px solid currentColor;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primary};
    font: inherit;
    cursor: pointer;
    &:disabled {
      opacity: 0.6;
      cursor: default;
    }
    &:focus-visible {
      outline: 3px solid ${(p) => p.theme.colors.focus};
    }
  }
`;

/**
 * A message of hers on its way (a clock) or not sent: "Niet verzonden", why, and buttons to try again or remove it,
 * so nothing she wrote vanishes (issue 27).
 */
function OutgoingRow({ message, busy, why, onRetry, onRemove }: { message: OutgoingMessage; busy: boolean; why: string | null; onRetry(key: string): void; onRemove(key: string): void }) {
  const t = useT();
  if (message.state === 'sending')
    return (
      <Bubble $mine aria-busy="true">
        <div>
          <span className="visually-hidden">{t('chat.sentByMe')}: </span>
          {message.body}
          <span className="meta">
            <span role="img" aria-label={t('chat.sending')} title={t('chat.sending')}>
              <Clock size={14} aria-hidden="true" />
            </span>
          </span>
        </div>
      </Bubble>
    );
  return (
    <Unsent $mine data-testid="unsent-message">
      <div>
        <span className="visually-hidden">{t('chat.sentByMe')}: </span>
        {message.body}
      </div>
      <p className="failure" role="alert">
        <span>
          <AlertCircle size={16} aria-hidden="true" />
          {t('chat.notSent')}
          {why && <span className="visually-hidden">: {why}</span>}
        </span>
        <button type="button" onClick={() => onRetry(message.key)} disabled={busy}>
          <RotateCcw size={14} aria-hidden="true" />
          {t('error.tryAgain')}
        </button>
        <button type="button" onClick={() => onRemove(message.key)}>
          <Trash2 size={14} aria-hidden="true" />
          {t('chat.discard')}
        </button>
      </p>
    </Unsent>
  );
}

const blink = keyframes`0%, 80%, 100% { opacity: 0.25; } 40% { opacity: 1; }`;

const Typing = styled.li`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.font.size.caption};
  .dots {
    display: inline-flex;
    gap: 3px;
    padding: 10px 12px;
    border-radius: ${(p) => p.theme.radius.sheet};
    background: ${(p) => p.theme.colors.surface};
    box-shadow: ${(p) => p.theme.shadow.card};
  }
  .dots i {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
    animation: ${blink} 1.2s infinite;
  }
  .dots i:nth-child(2) {
    animation-delay: 0.2s;
  }
  .dots i:nth-child(3) {
    animation-delay: 0.4s;
  }
  @media (prefers-reduced-motion: reduce) {
    .dots i {
      animation: none;
    }
  }
`;

const dayOf = (iso: string) => new Date(iso).toDateString();

/** "Vandaag", "Gisteren" or the date, above the first message of each day. */
/** The day's label: today and yesterday as `Date.toDateString()` says them, the words depend on them. */
function DayLabel({ iso, today, yesterday }: { iso: string; today: string; yesterday: string }) {
  const t = useT();
  const day = dayOf(iso);
  if (day === today) return <>{t('chat.today')}</>;
  if (day === yesterday) return <>{t('chat.yesterday')}</>;
  return <FormattedDate value={iso} weekday="long" day="numeric" month="long" />;
}

interface MessageRowProps {
  readonly message: ApiMessage;
  readonly mine: boolean;
  readonly read: boolean;
  /** The message starts a day: a label for the day goes before it. */
  readonly newDay: boolean;
  readonly today: string;
  readonly yesterday: string;
  readonly otherName: string;
  imageUrl(path: string): string;
}

/**
 * One message, with its day's label when it starts a day. Memoised: a row renders again only when its message or its
 * read state changes, not for every message that arrives, every typing signal or the store taking the page's messages
 * over on hydration (the messages keep their identity there: ChatsStore holds them shallowly).
 */
const MessageRow = memo(function MessageRow({ message, mine, read, newDay, today, yesterday, otherName, imageUrl }: MessageRowProps) {
  const t = useT();
  return (
    <>
      {newDay && (
        <li className="day">
          <span>
            <DayLabel iso={message.sent_at} today={today} yesterday={yesterday} />
          </span>
        </li>
      )}
      <Bubble $mine={mine}>
        <div>
          {mine && <span className="visually-hidden">{t('chat.sentByMe')}: </span>}
          {message.attachment?.kind === 'gift' && (
            <span className="gift">
              <img src={`/gifts/${message.attachment.gift}.svg`} alt="" width={96} height={96} />
              <strong>{t(giftName(message.attachment.gift))}</strong>
            </span>
          )}
          {message.attachment?.kind === 'gif' && (
            <img className="gif" src={message.attachment.url} alt={t('chat.gifAlt')} width={message.attachment.width} height={message.attachment.height} loading="lazy" />
          )}
          {message.attachment?.kind === 'photo' && (
            <a className="photo" href={imageUrl(message.attachment.filename)} target="_blank" rel="noopener">
              <img {...photoSources(imageUrl, message.attachment.thumb_filename, PHOTO_SLOTS.thumbnail)} alt={mine ? t('chat.photoMine') : t('chat.photoAlt', { name: otherName })} width={240} height={300} loading="lazy" />
            </a>
          )}
          {message.attachment?.kind === 'photo_removed' && <em className="removed">{t('chat.photoRemoved')}</em>}
          {message.body}
          <span className="meta">
            <time dateTime={message.sent_at}>
              {dayOf(message.sent_at) === today ? <FormattedTime value={message.sent_at} /> : <FormattedDate value={message.sent_at} day="numeric" month="short" hour="numeric" minute="2-digit" />}
            </time>
            {mine && !message.held && (
              <span role="img" aria-label={t(read ? 'chat.read' : 'chat.delivered')} title={t(read ? 'chat.read' : 'chat.delivered')}>
                {read ? <CheckCheck size={14} aria-hidden="true" /> : <Check size={14} aria-hidden="true" />}
              </span>
            )}
          </span>
          {message.held && <small>{t('chat.held')}</small>}
        </div>
      </Bubble>
    </>
  );
});

export interface MessageListProps {
  readonly messages: readonly ApiMessage[];
  readonly myId: number | undefined;
  /** My newest message the other member has read. */
  readonly readUpTo: number | null;
  /** The other member's name while she types, else null. */
  readonly typingName: string | null;
  /** What the list shows when there are no messages yet. */
  readonly empty: ReactNode;
  readonly now?: Date;
  /** The other member's name, for the words of her photos. */
  readonly otherName: string;
  /** A media path as a URL (settings.cdn_prefix before it). */
  imageUrl(path: string): string;
  /** Her messages on their way or not sent, after the server's (issue 27); `busy` while one is being sent. */
  readonly outgoing?: { readonly messages: readonly OutgoingMessage[]; readonly busy: boolean; why(message: OutgoingMessage): string | null; retry(key: string): void; remove(key: string): void };
}

/**
 * The conversation (SPEC §2 message area): bubbles, mine and theirs, under a label for each day; a message of today
 * shows its time, an older one its date too; my messages say sent or read (the `read` event), and while the other
 * member types, the three dots say so.
 */
export const MessageList = forwardRef<HTMLOListElement, MessageListProps>(function MessageList({ messages, myId, readUpTo, typingName, empty, now = new Date(), otherName, imageUrl, outgoing }, ref) {
  const t = useT();
  const today = now.toDateString();
  const yesterday = new Date(now.getTime() - 86_400_000).toDateString();
  // My messages up to the newest one she read are read.
  const readThrough = readUpTo ?? -1;
  return (
    <Messages ref={ref} aria-live="polite" aria-relevant="additions">
      {/* The empty state is a list item of its own (ConversationStart). */}
      {messages.length === 0 && !outgoing?.messages.length && empty}
      {messages.map((message, index) => {
        const mine = message.sender_id === myId;
        return (
          <MessageRow
            key={message.id}
            message={message}
            mine={mine}
            read={mine && !message.held && message.id <= readThrough}
            newDay={index === 0 || dayOf(messages[index - 1]!.sent_at) !== dayOf(message.sent_at)}
            today={today}
            yesterday={yesterday}
            otherName={otherName}
            imageUrl={imageUrl}
          />
        );
      })}
      {outgoing?.messages.map((message) => (
        <OutgoingRow key={message.key} message={message} busy={outgoing.busy} why={outgoing.why(message)} onRetry={outgoing.retry} onRemove={outgoing.remove} />
      ))}
      {typingName && (
        <Typing>
          <span className="dots" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
          {t('chat.typing', { name: typingName })}
        </Typing>
      )}
    </Messages>
  );
});
