import { ArrowLeft, Ban, Coins, ImagePlus, Send, Trash2 } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { navigate } from 'vike/client/router';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import type { ApiMessage } from '../../../../bff/contract/api-types';
import { Avatar } from '../../../components/avatar';
import { ChatList } from '../../../components/chat-list';
import { ChatMenu } from '../../../components/chat/chat-menu';
import { GifPicker } from '../../../components/chat/gif-picker';
import { GiftPicker } from '../../../components/chat/gift-picker';
import { PHOTO_TYPES } from '../../../stores/photo-upload';
import { MessageList } from '../../../components/chat/message-list';
import { ConversationStart } from '../../../components/chat/openers';
import { ProfileActions } from '../../../stores/profile-actions';
import { ReportButton } from '../../../components/report/report-button';
import { FictionalIcon } from '../../../components/member-card';
import { Alert, roundBadge, visuallyHidden } from '../../../components/ui';
import { centsOf, moneyText } from '../../../i18n/money';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../components/use-error-text';
import { MessageComposer } from '../../../stores/message-composer';
import { useLocalStore, useStore } from '../../../stores/store-context';
import { up } from '../../../theme/theme';
import { isBuilt } from '../../../navigation/built-pages';
import type { ConversationData } from './+data';
import { useLocalPath } from '../../../components/language/use-local-path';

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
  /* The balance in words from sm on; on a phone the number with the coin, its words for screen readers. */
  .credits .amount {
    display: none;
  }
  @media (max-width: ${(p) => p.theme.breakpoints.sm - 1}px) {
    .credits {
      padding: 6px 10px;
    }
    .credits .amount {
      display: inline;
    }
    .credits .unit {
      ${visuallyHidden}
    }
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
    &:disabled,
    &[aria-disabled='true'] {
      opacity: 0.6;
    }
  }
  textarea::placeholder {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* On a phone the send button is its icon (labelled) and the tools sit closer, so the text field keeps its room. */
  @media (max-width: ${(p) => p.theme.breakpoints.sm - 1}px) {
    padding-left: 8px;
    padding-right: 8px;
    .row {
      gap: 4px;
    }
    textarea {
      padding: 10px 12px;
    }
    .send {
      width: 44px;
      padding: 0;
      justify-content: center;
    }
    .send .label {
      ${visuallyHidden}
    }
  }
  .tool {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
    cursor: pointer;
    &:hover {
      background: ${(p) => p.theme.colors.primarySoft};
      color: ${(p) => p.theme.colors.primary};
    }
    &:focus-visible,
    &:has(input:focus-visible) {
      outline: 3px solid ${(p) => p.theme.colors.focus};
    }
    @media (max-width: ${(p) => p.theme.breakpoints.sm - 1}px) {
      width: 40px;
      height: 40px;
      margin-bottom: 2px;
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
  const localPath = useLocalPath();
  const intl = useIntl();
  const store = useStore();
  const { conversation } = useData<ConversationData>();
  const user = store.session.user;
  const settings = store.settings.settings;
  const errorText = useErrorText();
  const composer = useLocalStore((root) => new MessageComposer(root.endpoints, root.chats, root.session));
  const actions = useLocalStore((root) => new ProfileActions(root.endpoints));
  const textRef = useRef<HTMLTextAreaElement>(null);
  const problem = composer.form.problem ?? composer.form.errors.text;
  const listRef = useRef<HTMLOListElement>(null);
  const imageUrl = useCallback((path: string) => store.settings.imageUrl(path), [store]);

  useEffect(() => {
    store.chats.open(conversation.id, conversation.messages, conversation.read_up_to);
    return () => store.chats.close(conversation.id);
  }, [store, conversation]);

  const isOpen = store.chats.openId === conversation.id;
  const messages: readonly ApiMessage[] = isOpen ? store.chats.messages : conversation.messages;
  const otherTyping = isOpen && store.chats.otherTyping;

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages.length, otherTyping]);

  async function block() {
    if (!window.confirm(t('chat.blockConfirm', { name: profile.name }))) return;
    if (await actions.block(profile.id)) await navigate('/chats');
  }

  async function remove() {
    if (!window.confirm(t('chat.removeConfirm', { name: profile.name }))) return;
    // SPEC §4, §8: gone from the list at once; a refusal is said in a browser alert and the list is the server's again.
    if (await store.chats.remove(conversation.id)) await navigate('/chats');
    else window.alert(t('chat.removeFailed'));
  }

  const cost = settings.minimum_message_costs[user?.profile.country ?? ''];
  const costText = user?.has_free_messages
    ? t('chat.free')
    : t('chat.cost', {
        credits: settings.message_credits,
        priced: cost ? 'yes' : 'no',
        price: cost ? moneyText(intl.formatNumber, centsOf(cost.costs), cost.currency) : '',
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
        <ChatList activeId={conversation.id} opened={{ id: conversation.id, profile: conversation.profile }} />
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
            <a className="credits" href={localPath(user.paid_user ? '/credits/repeat-order' : '/credits')}>
              <Coins size={16} aria-hidden="true" />
              <span className="amount" aria-hidden="true">{user.credits}</span>
              <span className="unit">{t('chat.creditsBadge', { credits: user.credits })}</span>
            </a>
          )}
          {user && !isBuilt('/credits') && (
            <span className="credits">
              <Coins size={16} aria-hidden="true" />
              <span className="amount" aria-hidden="true">{user.credits}</span>
              <span className="unit">{t('chat.creditsBadge', { credits: user.credits })}</span>
            </span>
          )}
          <ReportButton compact target={{ conversation_id: conversation.id, profile_id_to_block: profile.id }} name={profile.name} leaveTo="/chats" />
          <ChatMenu
            label={t('chat.menu')}
            items={[
              { label: t('chat.block', { name: profile.name }), icon: <Ban size={18} aria-hidden="true" />, onSelect: () => void block() },
              { label: t('chat.remove'), icon: <Trash2 size={18} aria-hidden="true" />, danger: true, onSelect: () => void remove() },
            ]}
          />
        </TopBar>
        {profile.fictional && (
          <Alert $tone="info" role="note" style={{ borderRadius: 0 }}>
            <FictionalIcon label={settings.fictional_singular} size={16} />
            <span>{settings.fictional_warning}</span>
          </Alert>
        )}
        <MessageList
          ref={listRef}
          messages={messages}
          myId={user?.id}
          readUpTo={isOpen ? store.chats.readUpTo : conversation.read_up_to}
          typingName={otherTyping ? profile.name : null}
          otherName={profile.name}
          imageUrl={imageUrl}
          empty={
            <ConversationStart
              name={profile.name}
              onChoose={(text) => {
                composer.write(text);
                textRef.current?.focus();
              }}
            />
          }
        />
        <Composer onSubmit={(e) => void send(e)}>
          <div>
            {problem?.code === 'insufficient_credits' ? (
              <Alert role="alert" $tone="warning">
                <Coins size={18} aria-hidden="true" />
                <span>
                  {errorText(problem)} {isBuilt('/credits') && <a href={localPath('/credits')}>{t('chat.buyCredits')}</a>}
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
              <GifPicker className="tool" costText={costText} busy={composer.form.busy} onSend={(gif) => composer.sendGif(conversation.id, gif)} />
              <GiftPicker className="tool" name={profile.name} credits={settings.gift_credits} busy={composer.form.busy} onSend={(gift) => composer.sendGift(conversation.id, gift)} />
              <label className="tool" title={t('chat.photo', { credits: settings.photo_credits })}>
                <ImagePlus size={20} aria-hidden="true" />
                <span className="visually-hidden">{t('chat.photo', { credits: settings.photo_credits })}</span>
                <input
                  className="visually-hidden"
                  type="file"
                  name="photo"
                  accept={PHOTO_TYPES.join(',')}
                  disabled={composer.form.busy}
                  onChange={(e) => {
                    const input = e.currentTarget;
                    void composer.sendPhoto(conversation.id, input.files?.[0]).finally(() => (input.value = ''));
                  }}
                />
              </label>
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
                ref={textRef}
                onChange={(e) => {
                  composer.write(e.currentTarget.value);
                  store.chats.typed();
                }}
                onKeyDown={onKeyDown}
                aria-describedby="chat-cost"
              />
              {/* Not `disabled` while the text is empty, only while sending: the server renders it empty, and a tap on
                  it after she typed, before the page's scripts run, must reach the capture (decision 0047). */}
              <button type="submit" className="send" disabled={composer.form.busy} aria-disabled={!composer.canSend} aria-busy={composer.form.busy} aria-label={t('chat.send')}>
                <Send size={18} aria-hidden="true" />
                <span className="label">{t('chat.send')}</span>
              </button>
            </div>
            <p className="cost" id="chat-cost">
              {costText} · {t('chat.costs', { gift: settings.gift_credits, photo: settings.photo_credits })}
            </p>
          </div>
        </Composer>
      </Conversation>
    </Shell>
  );
});
