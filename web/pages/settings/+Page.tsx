import { useData } from 'vike-react/useData';
import { DataSection } from '../../components/settings/data-section';
import { DeleteSection } from '../../components/settings/delete-section';
import { EmailSection } from '../../components/settings/email-section';
import { LanguageSection } from '../../components/settings/language-section';
import { LocationSection } from '../../components/settings/location-section';
import { PasswordSection } from '../../components/settings/password-section';
import { PrivacySection } from '../../components/settings/privacy-section';
import { SettingsColumns, SettingsIndex, SettingsSections } from '../../components/settings/settings-layout';
import { Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import type { SettingsData } from './+data';

/** /settings (SPEC §2): each of her settings a section of its own, saved on its own. */
export default function SettingsPage() {
  const t = useT();
  const { regions } = useData<SettingsData>();
  return (
    <Container>
      <PageTitle>{t('settings.title')}</PageTitle>
      <SettingsColumns>
        <SettingsIndex />
        <SettingsSections>
          <EmailSection />
          <PasswordSection />
          <LanguageSection />
          <LocationSection regions={regions} />
          <PrivacySection />
          <DataSection />
          <DeleteSection />
        </SettingsSections>
      </SettingsColumns>
    </Container>
  );
}
