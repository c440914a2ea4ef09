import { observer } from 'mobx-react-lite';
import { useData } from 'vike-react/useData';
import { EmailPreferencesSection } from '../../components/notifications/email-preferences-section';
import { InvisibleSetting } from '../../components/notifications/invisible-setting';
import { NotificationsAside, NotificationsColumns } from '../../components/notifications/notifications-layout';
import { PushSetting } from '../../components/notifications/push-setting';
import { Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { NotificationPreferences } from '../../stores/notification-preferences';
import { useLocalStore, useStore } from '../../stores/store-context';
import type { NotificationsData } from './+data';

/** SPEC §2 /notifications: notification and e-mail settings, invisible mode and (issue 23, H4) the push setting. */
export default observer(function NotificationsPage() {
  const t = useT();
  const { email } = useData<NotificationsData>();
  const root = useStore();
  const preferences = useLocalStore((store) => new NotificationPreferences(store.endpoints, email));
  return (
    <Container>
      <PageTitle>{t('notifications.title')}</PageTitle>
      <NotificationsColumns>
        <EmailPreferencesSection store={preferences} site={root.settings.settings.name} email={root.session.user?.email ?? ''} />
        <NotificationsAside>
          <PushSetting />
          <InvisibleSetting />
        </NotificationsAside>
      </NotificationsColumns>
    </Container>
  );
});
