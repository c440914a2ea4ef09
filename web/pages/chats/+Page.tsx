import { History, MessageCircle, Search } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedDate } from 'react-intl';
import styled from 'styled-components';
import { ChatList } from '../../components/chat-list';
import { ButtonLink, Card, Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';

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
  font-size: 14px;
  color: ${(p) => p.theme.colors.textMuted};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  a {
    font-weight: 700;
    color: ${(p) => p.theme.colors.secondaryStrong};
  }
`;

const Empty = styled(Card)`
  max-width: 720px;
  text-align: center;
  padding: 48px 24px;
  color: ${(p) => p.theme.colors.textMuted};
  svg.big {
    color: ${(p) => p.theme.colors.secondaryStrong};
    margin: 0 auto 16px;
  }
`;

export default observer(function ChatsPage() {
  const t = useT();
  const store = useStore();
  const list = store.chats.list ?? [];
  useEffect(() => store.chats.restoreLastOpened(), [store]);
  const last = store.chats.lastOpened;
  const lastChat = last ? list.find((c) => c.id === last.id) : undefined;
  return (
    <Container>
      <PageTitle>{t('chats.title')}</PageTitle>
      {list.length === 0 ? (
        <Empty>
          <MessageCircle className="big" size={40} aria-hidden="true" />
          <p>{t('chats.empty')}</p>
          <ButtonLink href="/members">
            <Search size={20} aria-hidden="true" />
            {t('chats.emptyCta')}
          </ButtonLink>
        </Empty>
      ) : (
        <Panel>
          <div>
            {lastChat && last && (
              <Last>
                <History size={16} aria-hidden="true" />
                <span>
                  {t('chats.lastOpened')} <a href={`/chats/${lastChat.id}`}>{lastChat.profile.name}</a>, <FormattedDate value={last.at} day="numeric" month="short" hour="numeric" minute="2-digit" />
                </span>
              </Last>
            )}
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
      )}
    </Container>
  );
});
