import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ChatsEmpty } from '../../components/chat/chats-empty';
import { ChatsPanel } from '../../components/chat/chats-panel';
import { Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';

/** SPEC §2: her conversations, newest first; none yet: the way to someone to write to. */
export default observer(function ChatsPage() {
  const t = useT();
  const store = useStore();
  useEffect(() => store.chats.restoreLastOpened(), [store]);
  return (
    <Container>
      <PageTitle>{t('chats.title')}</PageTitle>
      {(store.chats.list ?? []).length === 0 ? <ChatsEmpty /> : <ChatsPanel />}
    </Container>
  );
});
