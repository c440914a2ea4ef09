import { Coins, ImagePlus, Send } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { centsOf, moneyText } from '../../i18n/money';
import { useT } from '../../i18n/use-t';
import { isBuilt } from '../../navigation/built-pages';
import type { MessageComposer } from '../../stores/message-composer';
import { PHOTO_TYPES } from '../../stores/photo-upload';
import { useStore } from '../../stores/store-context';
import { useLocalPath } from '../language/use-local-path';
import { Alert, visuallyHidden } from '../ui';
import { useErrorText } from '../use-error-text';
import { GifPicker } from './gif-picker';
import { GiftPicker } from './gift-picker';

const Form = styled.form`
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadow.pinnedBar};
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
    border-radius: ${(p) => p.theme.radius.pill};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.background};
    font-size: ${(p) => p.theme.font.size.md};
  }
  button {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    height: 44px;
    padding: 0 16px;
    border: 0;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
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
    font-size: ${(p) => p.theme.font.size.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
  [role='alert'] {
    margin-bottom: 8px;
  }
`;

/** What a message costs her (SPEC §2: the cost before sending): free messages left, or credits with their price. */
function useCostText(): string {
  const t = useT();
  const intl = useIntl();
  const { session, settings } = useStore();
  const user = session.user;
  const cost = settings.settings.minimum_message_costs[user?.profile.country ?? ''];
  if (user?.has_free_messages) return t('chat.free');
  return t('chat.cost', {
    credits: settings.settings.message_credits,
    priced: cost ? 'yes' : 'no',
    price: cost ? moneyText(intl.formatNumber, centsOf(cost.costs), cost.currency) : '',
  });
}

/** The composer's problem: out of credits with the way to buy them, any other in its words. */
const ComposerProblem = observer(function ComposerProblem({ composer }: { composer: MessageComposer }) {
  const t = useT();
  const errorText = useErrorText();
  const localPath = useLocalPath();
  const problem = composer.form.problem ?? composer.form.errors.text;
  if (!problem) return null;
  if (problem.code !== 'insufficient_credits')
    return (
      <Alert role="alert" $tone="danger">
        {errorText(problem)}
      </Alert>
    );
  return (
    <Alert role="alert" $tone="warning">
      <Coins size={18} aria-hidden="true" />
      <span>
        {errorText(problem)} {isBuilt('/credits') && <a href={localPath('/credits')}>{t('chat.buyCredits')}</a>}
      </span>
    </Alert>
  );
});

/**
 * The composer pinned under the conversation (SPEC §2): GIF, gift and photo, the text (Enter sends, Shift+Enter a new
 * line) and the send button, and what each costs.
 */
export const ComposerForm = observer(function ComposerForm(props: { composer: MessageComposer; conversationId: number; name: string; textRef: RefObject<HTMLTextAreaElement | null> }) {
  const { composer, conversationId, name, textRef } = props;
  const t = useT();
  const store = useStore();
  const settings = store.settings.settings;
  const costText = useCostText();

  function send(event?: FormEvent) {
    event?.preventDefault();
    void composer.send(conversationId);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Form onSubmit={(e) => void send(e)}>
      <div>
        <ComposerProblem composer={composer} />
        <div className="row">
          <GifPicker className="tool" costText={costText} busy={composer.form.busy} onSend={(gif) => composer.sendGif(conversationId, gif)} />
          <GiftPicker className="tool" name={name} credits={settings.gift_credits} busy={composer.form.busy} onSend={(gift) => composer.sendGift(conversationId, gift)} />
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
                void composer.sendPhoto(conversationId, input.files?.[0]).finally(() => (input.value = ''));
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
    </Form>
  );
});
