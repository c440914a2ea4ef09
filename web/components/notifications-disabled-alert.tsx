import { MailX } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { notificationsDisabledAlert } from '../../domain/notifications/notifications-disabled-alert';
import { useT } from '../i18n/use-t';
import { NOTIFICATIONS_DISABLED_ALERT_DISMISSED } from '../stores/alert-dismissals';
import { useStore } from '../stores/store-context';
import { LinkAlert, useDismissal } from './member-alert';

/**
 * SPEC §4 disabled-notifications alert (decision 0057): a member whose mail we stopped — a spam complaint, a hard
 * bounce, an unsubscribe from all mail — is told why in plain words and led to /notifications to turn it back on.
 * Not on the routes SPEC §4 names (the rule is domain/notifications/notifications-disabled-alert.ts, the server's and
 * the browser's); once dismissed it stays hidden (a timestamp in a cookie, so the server leaves it out of the HTML).
 */
export const NotificationsDisabledAlert = observer(function NotificationsDisabledAlert({ path }: { path: string }) {
  const t = useT();
  const user = useStore().session.user;
  const [dismissed, dismiss] = useDismissal(NOTIFICATIONS_DISABLED_ALERT_DISMISSED);
  const reason = user ? notificationsDisabledAlert({ notificationsDisabled: user.notifications_disabled, path, dismissedAt: dismissed ? 1 : null }) : null;

  if (!user || !reason) return null;
  const because =
    reason === 'bounce'
      ? t('notificationsDisabled.bounce', { email: user.email })
      : reason === 'fbl'
        ? t('notificationsDisabled.fbl')
        : t('notificationsDisabled.unsubscribe');
  return (
    <LinkAlert
      label={t('notificationsDisabled.title')}
      icon={<MailX size={20} aria-hidden="true" />}
      text={because}
      href="/notifications"
      action={t('notificationsDisabled.action')}
      dismissLabel={t('notificationsDisabled.dismiss')}
      onDismiss={dismiss}
      testId="notifications-disabled-alert"
    />
  );
});
