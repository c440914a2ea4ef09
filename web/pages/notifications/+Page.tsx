import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { EmailPreferencesSection } from '../../components/notifications/email-preferences-section';
import { InvisibleSetting } from '../../components/notifications/invisible-setting';
import { PushSetting } from '../../components/notifications/push-setting';
import { Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { NotificationPreferences } from '../../stores/notification-preferences';
import { useLocalStore, useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import type { NotificationsData } from './+data';

/** Phone: one column. From 992 px the e-mail card takes the width and the other settings sit beside it. */
const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ${up('md')} {
    gap: ${(p) => p.theme.space(3)};
  }
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  ${up('md')} {
    gap: ${(p) => p.theme.space(3)};
  }
  ${up('lg')} {
    position: sticky;
    top: 84px;
  }
`;

/** SPEC §2 /notifications: notification and e-mail settings, invisible mode and (issue 23, H4) the push setting. */
export default observer(function NotificationsPage() {
  const t = useT();
  const { email } = useData<NotificationsData>();
  const root = useStore();
  const preferences = useLocalStore((store) => new NotificationPreferences(store.endpoints, email));
  const site = root.settings.settings.name;
  return (
    <Container>
      <PageTitle>{t('notifications.title')}</PageTitle>
      <Layout>
        <EmailPreferencesSection store={preferences} site={site} email={root.session.user?.email ?? ''} />
        <Aside>
          <PushSetting />
          <InvisibleSetting />
        </Aside>
      </Layout>
    </Container>
  );
});
