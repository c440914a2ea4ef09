import { Camera, MapPin, User } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { usePlaceText } from '../../i18n/place-text';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import { FictionalIcon, FIRST_PHOTO_TIMING, PhotoFrame } from '../member-card';
import { OnlineDot } from '../online-dot';
import { PHOTO_SLOTS, photoSources } from '../photo-sources';
import { photoOverlays } from './photo-overlays';

const Photo = styled(PhotoFrame)`
  overflow: hidden;
  margin: 0 -16px;
  border-radius: 0;
  ${up('md')} {
    margin: 0;
    border-radius: ${(p) => p.theme.radius.card};
  }
  ${photoOverlays}
  .count {
    position: absolute;
    right: 12px;
    bottom: 16px;
    z-index: 1;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 36px;
    padding: 0 12px;
    border: 0;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.frosted};
    color: ${(p) => p.theme.colors.text};
    font-weight: 700;
    font-size: ${(p) => p.theme.font.size.sm};
    cursor: pointer;
    &:focus-visible {
      outline: 3px solid ${(p) => p.theme.colors.focus};
    }
  }
  .count ~ .caption {
    padding-right: 132px;
  }
`;

/** The profile's large photo: her name, age, place and presence on it, the fictional disclosure, and the photo count that opens the gallery. */
export const ProfileHeaderPhoto = observer(function ProfileHeaderPhoto({
  profile,
  photoCount,
  onOpenGallery,
}: {
  profile: ApiProfile;
  photoCount: number;
  /** Opens the gallery; null when she may see none of the photos whole. */
  onOpenGallery: (() => void) | null;
}) {
  const t = useT();
  const placeText = usePlaceText();
  const store = useStore();
  const settings = store.settings.settings;
  return (
    <Photo>
      {profile.main_image ? (
        <img {...photoSources((file) => store.settings.imageUrl(file), profile.main_image.filename, PHOTO_SLOTS.header)} alt={profile.name} width={480} height={600} fetchPriority="high" elementtiming={FIRST_PHOTO_TIMING} />
      ) : (
        <span className="placeholder" role="img" aria-label={t('profile.noPhoto')}>
          <User size={96} />
        </span>
      )}
      {profile.fictional && (
        <p className="fictional" role="note">
          <FictionalIcon label={settings.fictional_singular} size={18} />
          <span>
            <strong>{t('profile.fictionalTitle')}: </strong>
            {settings.fictional_warning}
          </span>
        </p>
      )}
      {onOpenGallery && (
        <button type="button" className="count" onClick={onOpenGallery} aria-label={t('profile.photos.openAll', { count: photoCount, name: profile.name })}>
          <Camera size={16} aria-hidden="true" />
          {t('profile.photos.count', { count: photoCount })}
        </button>
      )}
      <div className="caption">
        <h1>
          {profile.name}, {profile.age}
        </h1>
        <p>
          <MapPin size={16} aria-hidden="true" />
          {placeText(profile)}
        </p>
        {profile.online && (
          <p>
            <OnlineDot label={t('presence.online')} />
          </p>
        )}
      </div>
    </Photo>
  );
});
