import { observer } from 'mobx-react-lite';
import type { ApiProfile, ApiProfileHighlight, ApiProfilePhoto } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { ProfileHeaderPhoto } from './profile-header-photo';
import { ProfileHighlights } from './profile-highlights';
import { ProfileSide } from './profile-layout';
import { PhotoStrip } from './photo-strip';
import type { ProfileGalleryState } from './use-profile-gallery';

/** The profile's header: the large photo, its highlight items (decision 0074) and, with more than one, the thumbnails that open the gallery. */
export const ProfilePhotos = observer(function ProfilePhotos({
  profile,
  photos,
  highlights,
  gallery,
}: {
  profile: ApiProfile;
  photos: readonly ApiProfilePhoto[];
  highlights: readonly ApiProfileHighlight[];
  gallery: ProfileGalleryState;
}) {
  const t = useT();
  const store = useStore();
  return (
    <ProfileSide>
      <ProfileHeaderPhoto profile={profile} photoCount={photos.length} onOpenGallery={gallery.photos.length > 0 ? () => gallery.open() : null} />
      <ProfileHighlights name={profile.name} highlights={highlights} />
      {photos.length > 1 && (
        <PhotoStrip
          photos={photos}
          imageUrl={(path) => store.settings.imageUrl(path)}
          onOpen={gallery.open}
          words={{
            label: t('profile.photos.strip', { name: profile.name }),
            thumb: (position) => t('profile.photos.thumb', { position, name: profile.name }),
            locked: t('profile.photos.locked'),
            premium: t('profile.photos.premium'),
          }}
        />
      )}
    </ProfileSide>
  );
});
