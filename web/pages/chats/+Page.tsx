import { MessageCircle, Search } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { ChatList } from '../../components/chat-list';
import { ButtonLink, Card, Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';

const Panel = styled(Card)`
  padding: 0;
  overflow: hidden;
  max-width: 720px;
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
  return (
    <Container>
      <PageTitle>{t('chats.title')}</PageTitle>
      {(store.chats.list ?? []).length === 0 ? (
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
          <ChatList />
        </Panel>
      )}
    </Container>
  );
});
