import { ImagePlus, X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';
import { useStore } from '../stores/store-context';
import { AlertBanner, alertsHiddenOn, dismissedRecently, rememberDismissal } from './member-alert';
import { ButtonLink, Container } from './ui';

const DISMISSED_KEY = 'hs_photo_alert_dismissed';

/**
 * SPEC §4 profile-photo alert: a member without a main image is asked to add one, except on the pages SPEC §4 names
 * and on /profile, where the photos are. Once dismissed it stays hidden (the dismissal is kept as a timestamp).
 * Decided after hydration, so the server and the first client render agree.
 */
export const PhotoAlert = observer(function PhotoAlert({ path }: { path: string }) {
  const t = useT();
  const user = useStore().session.user;
  const eligible = !!user && user.status !== 'not_confirmed' && user.profile.main_image === null && !alertsHiddenOn(path, ['/profile']);
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => setDismissed(dismissedRecently(DISMISSED_KEY, Date.now())), []);

  if (!eligible || dismissed) return null;
  const dismiss = () => {
    rememberDismissal(DISMISSED_KEY, Date.now());
    setDismissed(true);
  };
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
