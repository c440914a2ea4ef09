import { History, MessageCircle } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { FormattedDate } from 'react-intl';
import styled from 'styled-components';
import type { ApiChat } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import { ChatList } from '../chat-list';
import { ButtonLink, Card } from '../ui';

/** From 992 px the list (300–400 px) beside the conversation's place, as on a conversation's own page (SPEC §2). */
const Panel = styled(Card)`
  padding: 0;
  overflow: hidden;
  ${up('lg')} {
    display: grid;
    grid-template-columns: clamp(${(p) => p.theme.layout.chatListMin}, 30vw, ${(p) => p.theme.layout.chatListMax}) 1fr;
    min-height: 560px;
  }
  > div:first-child {
    ${up('lg')} {
      border-right: 1px solid ${(p) => p.theme.colors.border};
    }
  }
`;

const Pick = styled.div`
  display: none;
  ${up('lg')} {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 16px;
    padding: 32px;
    text-align: center;
    color: ${(p) => p.theme.colors.textMuted};
    background: ${(p) => p.theme.colors.background};
  }
  svg {
    color: ${(p) => p.theme.colors.secondaryStrong};
  }
`;

const Last = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 10px 16px;
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.colors.textMuted};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  a {
    font-weight: 700;
    color: ${(p) => p.theme.colors.secondaryStrong};
  }
`;

/** SPEC §3: the last opened chat of this browser, a line above the list. */
function LastOpened({ chat, at }: { chat: ApiChat; at: string }) {
  const t = useT();
  return (
    <Last>
      <History size={16} aria-hidden="true" />
      <span>
        {t('chats.lastOpened')} <a href={`/chats/${chat.id}`}>{chat.profile.name}</a>, <FormattedDate value={at} day="numeric" month="short" hour="numeric" minute="2-digit" />
      </span>
    </Last>
  );
}

/** The chat list, and from 992 px the conversation's place beside it, which asks her to pick one (or go on with the last). */
export const ChatsPanel = observer(function ChatsPanel() {
  const t = useT();
  const store = useStore();
  const last = store.chats.lastOpened;
  const lastChat = last ? (store.chats.list ?? []).find((c) => c.id === last.id) : undefined;
  return (
    <Panel>
      <div>
        {lastChat && last && <LastOpened chat={lastChat} at={last.at} />}
        <ChatList lastId={lastChat?.id} />
      </div>
      <Pick>
        <MessageCircle size={40} aria-hidden="true" />
        <p>{t('chats.pick')}</p>
        {lastChat && (
          <ButtonLink href={`/chats/${lastChat.id}`} $variant="secondary">
            {t('chats.continueWith', { name: lastChat.profile.name })}
          </ButtonLink>
        )}
      </Pick>
    </Panel>
  );
});
