import { ArrowLeft, Coins, Send } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedTime, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import type { ApiMessage } from '../../../../bff/contract/api-types';
import { Avatar } from '../../../components/avatar';
import { ChatList } from '../../../components/chat-list';
import { ReportButton } from '../../../components/report/report-button';
import { FictionalIcon } from '../../../components/member-card';
import { Alert, roundBadge } from '../../../components/ui';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../components/use-error-text';
import { MessageComposer } from '../../../stores/message-composer';
import { useLocalStore, useStore } from '../../../stores/store-context';
import { up } from '../../../theme/theme';
import { isBuilt } from '../../../navigation/built-pages';
import type { ConversationData } from './+data';

const Shell = styled.div`
  display: flex;
  height: 100vh;
  height: 100dvh;
  background: ${(p) => p.theme.colors.surface};
`;

const Side = styled.aside`
  display: none;
  ${up('lg')} {
    display: flex;
    flex-direction: column;
    width: clamp(${(p) => p.theme.layout.chatListMin}, 30vw, ${(p) => p.theme.layout.chatListMax});
    border-right: 1px solid ${(p) => p.theme.colors.border};
    overflow-y: auto;
  }
  h2 {
    font-size: 20px;
    margin: 0;
    padding: 16px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
`;

const Conversation = styled.section`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.background};
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  min-height: 60px;
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  .back {
    ${roundBadge(40)}
    color: ${(p) => p.theme.colors.text};
    &:hover {
      background: ${(p) => p.theme.colors.background};
    }
  }
  .who {
    display: flex;
    align-items: center;
    gap: 10px;
    min-width: 0;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-weight: 700;
    span {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
  .credits {
    margin-left: auto;
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 6px 12px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.secondarySoft};
    color: #084c61;
    font-weight: 700;
    font-size: 14px;
    font-variant-numeric: tabular-nums;
    text-decoration: none;
  }
`;

const Messages = styled.ol`
  flex: 1;
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: 16px 12px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  > * {
    width: 100%;
    max-width: ${(p) => p.theme.layout.messageAreaMax};
    margin-left: auto;
    margin-right: auto;
  }
  .start {
    text-align: center;
    color: ${(p) => p.theme.colors.textMuted};
    margin: auto;
  }
`;

const Bubble = styled.li<{ $mine: boolean }>`
  display: flex;
  justify-content: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
  div {
    max-width: min(80%, 560px);
    padding: 8px 12px 6px;
    border-radius: 18px;
    border-bottom-${(p) => (p.$mine ? 'right' : 'left')}-radius: 6px;
    background: ${(p) => (p.$mine ? p.theme.colors.primary : p.theme.colors.surface)};
    color: ${(p) => (p.$mine ? '#fff' : p.theme.colors.text)};
    box-shadow: ${(p) => p.theme.shadow.card};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  time,
  small {
    display: block;
    margin-top: 2px;
    font-size: 11px;
    text-align: right;
    opacity: 0.8;
  }
`;

const Composer = styled.form`
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: 0 -4px 16px rgba(20, 20, 30, 0.06);
  padding: 8px 12px calc(8px + env(safe-area-inset-bottom));
  > div {
    max-width: ${(p) => p.theme.layout.messageAreaMax};
    margin: 0 auto;
  }
  .row {
    display: flex;
    gap: 8px;
    align-items: flex-end;
  }
  textarea {
    flex: 1;
    min-height: 44px;
    max-height: 140px;
    resize: none;
    padding: 10px 14px;
    border-radius: 22px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.background};
    font-size: 16px;
  }
  button {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    height: 44px;
    padding: 0 16px;
    border: 0;
    border-radius: 22px;
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
    font-weight: 700;
    cursor: pointer;
    &:disabled {
      opacity: 0.6;
    }
  }
  .cost {
    margin: 6px 4px 0;
    font-size: 12px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  [role='alert'] {
    margin-bottom: 8px;
  }
`;

export default observer(function ChatPage() {
  const t = useT();
  const intl = useIntl();
  const store = useStore();
  const { conversation } = useData<ConversationData>();
  const user = store.session.user;
  const settings = store.settings.settings;
  const errorText = useErrorText();
  const composer = useLocalStore((root) => new MessageComposer(root.endpoints, root.chats, root.session));
  const problem = composer.form.problem ?? composer.form.errors.text;
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    store.chats.open(conversation.id, conversation.messages);
    return () => store.chats.close(conversation.id);
  }, [store, conversation]);

  const messages: readonly ApiMessage[] = store.chats.openId === conversation.id ? store.chats.messages : conversation.messages;

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages.length]);

  const cost = settings.minimum_message_costs[user?.profile.country ?? ''];
  const costText = user?.has_free_messages
    ? t('chat.free')
    : t('chat.cost', {
        credits: settings.message_credits,
        priced: cost ? 'yes' : 'no',
        price: cost ? intl.formatNumber(cost.costs, { style: 'currency', currency: cost.currency }) : '',
      });

  function send(event?: FormEvent) {
    event?.preventDefault();
    void composer.send(conversation.id);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const profile = conversation.profile;
  return (
    <Shell>
      <Side>
        <h2 id="chat-list-title">{t('chats.title')}</h2>
        <ChatList activeId={conversation.id} />
      </Side>
      <Conversation aria-label={t('chat.conversation', { name: profile.name })}>
        <TopBar>
          <a className="back" href="/chats" aria-label={t('nav.back')}>
            <ArrowLeft size={22} aria-hidden="true" />
          </a>
          <a className="who" href={`/members/${profile.id}`} aria-label={t('chat.viewProfile', { name: profile.name })}>
            <Avatar profile={profile} size={40} />
            <span>{profile.name}</span>
            {profile.fictional && <FictionalIcon label={settings.fictional_singular} size={16} />}
          </a>
          {user && isBuilt('/credits') && (
            <a className="credits" href={user.paid_user ? '/credits/repeat-order' : '/credits'}>
              <Coins size={16} aria-hidden="true" />
              {t('chat.creditsBadge', { credits: user.credits })}
            </a>
          )}
          {user && !isBuilt('/credits') && (
            <span className="credits">
              <Coins size={16} aria-hidden="true" />
              {t('chat.creditsBadge', { credits: user.credits })}
            </span>
          )}
          <ReportButton compact target={{ conversation_id: conversation.id, profile_id_to_block: profile.id }} name={profile.name} leaveTo="/chats" />
        </TopBar>
        {profile.fictional && (
          <Alert $tone="info" role="note" style={{ borderRadius: 0 }}>
            <FictionalIcon label={settings.fictional_singular} size={16} />
            <span>{settings.fictional_warning}</span>
          </Alert>
        )}
        <Messages ref={listRef} aria-live="polite" aria-relevant="additions">
          {messages.length === 0 && <li className="start">{t('chat.start', { name: profile.name })}</li>}
          {messages.map((message) => {
            const mine = message.sender_id === user?.id;
            return (
              <Bubble key={message.id} $mine={mine}>
                <div>
                  {mine && <span className="visually-hidden">{t('chat.sentByMe')}: </span>}
                  {message.body}
                  <time dateTime={message.sent_at}>
                    <FormattedTime value={message.sent_at} />
                  </time>
                  {message.held && <small>{t('chat.held')}</small>}
                  {mine && message.id === store.chats.readUpTo && <small>{t('chat.readByThem')}</small>}
                </div>
              </Bubble>
            );
          })}
        </Messages>
        <Composer onSubmit={(e) => void send(e)}>
          <div>
            {problem?.code === 'insufficient_credits' ? (
              <Alert role="alert" $tone="warning">
                <Coins size={18} aria-hidden="true" />
                <span>
                  {errorText(problem)} {isBuilt('/credits') && <a href="/credits">{t('chat.buyCredits')}</a>}
                </span>
              </Alert>
            ) : (
              problem && (
                <Alert role="alert" $tone="danger">
                  {errorText(problem)}
                </Alert>
              )
            )}
            <div className="row">
              <label htmlFor="chat-text" className="visually-hidden">
                {t('chat.message')}
              </label>
              <textarea
                id="chat-text"
                name="text"
                rows={1}
                maxLength={settings.message_length}
                placeholder={t('chat.placeholder')}
                value={composer.text}
                onChange={(e) => composer.write(e.currentTarget.value)}
                onKeyDown={onKeyDown}
                aria-describedby="chat-cost"
              />
              <button type="submit" disabled={!composer.canSend} aria-busy={composer.form.busy}>
                <Send size={18} aria-hidden="true" />
                <span>{t('chat.send')}</span>
              </button>
            </div>
            <p className="cost" id="chat-cost">
              {costText}
            </p>
          </div>
        </Composer>
      </Conversation>
    </Shell>
  );
});
