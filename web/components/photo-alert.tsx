import { ImagePlus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { PHOTO_ALERT_DISMISSED } from '../stores/alert-dismissals';
import { useStore } from '../stores/store-context';
import { alertsHiddenOn, LinkAlert, useDismissal } from './member-alert';

/**
 * SPEC §4 profile-photo alert: a member without a main image is asked to add one, except on the pages SPEC §4 names
 * and on /profile, where the photos are. Once dismissed it stays hidden (the dismissal is kept as a timestamp, in a
 * cookie): the server renders it, or leaves it out, in the page's HTML, so it never pushes the page down later.
 */
export const PhotoAlert = observer(function PhotoAlert({ path }: { path: string }) {
  const t = useT();
  const user = useStore().session.user;
  const eligible = !!user && user.status !== 'not_confirmed' && user.profile.main_image === null && !alertsHiddenOn(path, ['/profile']);
  const [dismissed, dismiss] = useDismissal(PHOTO_ALERT_DISMISSED);

  if (!eligible || dismissed) return null;
  return (
    <LinkAlert
      label={t('ownProfile.photos.title')}
      icon={<ImagePlus size={20} aria-hidden="true" />}
      text={t('photoAlert.text')}
      href="/profile#photos"
      action={t('photoAlert.action')}
      dismissLabel={t('photoAlert.dismiss')}
      onDismiss={dismiss}
    />
  );
});
