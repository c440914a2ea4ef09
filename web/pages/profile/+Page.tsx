import { Camera, Eye, UserRound } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { DetailsForm } from '../../components/own-profile/details-form';
import { PhotoManager } from '../../components/own-profile/photo-manager';
import { LocationSection } from '../../components/settings/location-section';
import { SettingsSection } from '../../components/settings/section';
import { ButtonLink, Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { PhotoAlbum } from '../../stores/photo-album';
import { useLocalStore, useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import type { OwnProfileData } from './+data';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  margin-bottom: ${(p) => p.theme.space(3)};
  h1 {
    margin: 0 0 4px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    max-width: 60ch;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ${up('lg')} {
    gap: ${(p) => p.theme.space(3)};
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(2)};
    min-width: 0;
    ${up('lg')} {
      gap: ${(p) => p.theme.space(3)};
    }
  }
`;

/** /profile "Mijn profiel": my photos, my details and where I live, each saved on its own. */
export default observer(function OwnProfilePage() {
  const t = useT();
  const store = useStore();
  const { photos, regions } = useData<OwnProfileData>();
  const album = useLocalStore((root) => new PhotoAlbum(root.endpoints, root.session, root.settings.settings.upload_max_megabytes, photos));
  const me = store.session.user;

  return (
    <Container>
      <Head>
        <div>
          <PageTitle>{t('ownProfile.title')}</PageTitle>
          <p>{t('ownProfile.intro')}</p>
        </div>
        {me && (
          <ButtonLink href={`/members/${me.profile.id}`} $variant="secondary">
            <Eye size={18} aria-hidden="true" />
            {t('ownProfile.view')}
          </ButtonLink>
        )}
      </Head>
      <Columns>
        <div>
          <SettingsSection id="photos" title={t('ownProfile.photos.title')} icon={Camera}>
            <PhotoManager album={album} />
          </SettingsSection>
        </div>
        <div>
          <SettingsSection id="details" title={t('ownProfile.details.title')} icon={UserRound}>
            <DetailsForm />
          </SettingsSection>
          <LocationSection regions={regions} />
        </div>
      </Columns>
    </Container>
  );
});
