import { ImagePlus, X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { PHOTO_ALERT_DISMISSED } from '../stores/alert-dismissals';
import { useStore } from '../stores/store-context';
import { AlertBanner, alertsHiddenOn, useDismissal } from './member-alert';
import { ButtonLink, Container } from './ui';

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
    <AlertBanner role="region" aria-label={t('ownProfile.photos.title')}>
      <Container className="row">
        <p className="text">
          <ImagePlus size={20} aria-hidden="true" />
          <span>{t('photoAlert.text')}</span>
        </p>
        <ButtonLink href="/profile#photos" $variant="secondary">
          {t('photoAlert.action')}
        </ButtonLink>
        <button type="button" className="close" onClick={dismiss} aria-label={t('photoAlert.dismiss')}>
          <X size={20} aria-hidden="true" />
        </button>
      </Container>
    </AlertBanner>
  );
});
