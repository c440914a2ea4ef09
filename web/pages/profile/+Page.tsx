import { Camera, UserRound } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useData } from 'vike-react/useData';
import { DetailsForm } from '../../components/own-profile/details-form';
import { OwnProfileColumns, OwnProfileHead } from '../../components/own-profile/own-profile-layout';
import { PhotoManager } from '../../components/own-profile/photo-manager';
import { RejectedPhotos } from '../../components/own-profile/rejected-photos';
import { LocationSection } from '../../components/settings/location-section';
import { SettingsSection } from '../../components/settings/section';
import { Container } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { PhotoAlbum } from '../../stores/photo-album';
import { useLocalStore } from '../../stores/store-context';
import type { OwnProfileData } from './+data';

/** /profile "Mijn profiel": my photos, my details and where I live, each saved on its own. */
export default observer(function OwnProfilePage() {
  const t = useT();
  const { photos, rejected, regions } = useData<OwnProfileData>();
  const album = useLocalStore((root) => new PhotoAlbum(root.endpoints, root.session, root.settings.settings.upload_max_megabytes, photos));
  return (
    <Container>
      <OwnProfileHead />
      <OwnProfileColumns>
        <div>
          <SettingsSection id="photos" title={t('ownProfile.photos.title')} icon={Camera}>
            <RejectedPhotos rejected={rejected} />
            <PhotoManager album={album} />
          </SettingsSection>
        </div>
        <div>
          <SettingsSection id="details" title={t('ownProfile.details.title')} icon={UserRound}>
            <DetailsForm />
          </SettingsSection>
          <LocationSection regions={regions} />
        </div>
      </OwnProfileColumns>
    </Container>
  );
});
