import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import type { ProfileGalleryState } from './use-profile-gallery';

const PhotoGallery = lazy(() => import('./photo-gallery'));

/** The profile's photos full screen, loaded when first opened. */
export const ProfileGallery = observer(function ProfileGallery({ profile, gallery }: { profile: ApiProfile; gallery: ProfileGalleryState }) {
  const t = useT();
  const settings = useStore().settings.settings;
  if (gallery.at === null) return null;
  return (
    <Suspense fallback={null}>
      <PhotoGallery
        photos={gallery.photos}
        start={gallery.at}
        onClose={gallery.close}
        fictional={profile.fictional ? { label: settings.fictional_singular, title: t('profile.fictionalTitle'), warning: settings.fictional_warning } : null}
        words={{
          title: t('gallery.title', { name: profile.name }),
          close: t('gallery.close'),
          previous: t('gallery.previous'),
          next: t('gallery.next'),
          counter: (position, total) => t('gallery.counter', { position, total }),
          alt: (position, total) => t('gallery.alt', { position, total, name: profile.name }),
        }}
      />
    </Suspense>
  );
});
