import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { ChatsEmpty } from '../../components/chat/chats-empty';
import { ChatsPanel } from '../../components/chat/chats-panel';
import { LoadFailed } from '../../components/list-state';
import { Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import type { ChatsData } from './+data';

/** SPEC §2: her conversations, newest first; none yet: the way to someone to write to; not loaded: try again. */
export default observer(function ChatsPage() {
  const t = useT();
  const store = useStore();
  const { failed } = useData<ChatsData>();
  useEffect(() => store.chats.restoreLastOpened(), [store]);
  return (
    <Container>
      <PageTitle>{t('chats.title')}</PageTitle>
      {failed ? <LoadFailed text={t('chats.loadFailed')} /> : (store.chats.list ?? []).length === 0 ? <ChatsEmpty /> : <ChatsPanel />}
    </Container>
  );
});
