import { EyeOff, FileJson, KeyRound, Languages, Mail, MapPin, Trash2, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { DataSection } from '../../components/settings/data-section';
import { DeleteSection } from '../../components/settings/delete-section';
import { EmailSection } from '../../components/settings/email-section';
import { LanguageSection } from '../../components/settings/language-section';
import { LocationSection } from '../../components/settings/location-section';
import { PasswordSection } from '../../components/settings/password-section';
import { PrivacySection } from '../../components/settings/privacy-section';
import { Container, PageTitle } from '../../components/ui';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import type { SettingsData } from './+data';

const SECTIONS: ReadonlyArray<readonly [string, MessageKey, LucideIcon]> = [
  ['email', 'settings.email.title', Mail],
  ['password', 'settings.password.title', KeyRound],
  ['language', 'settings.language.title', Languages],
  ['location', 'settings.location.title', MapPin],
  ['privacy', 'settings.privacy.title', EyeOff],
  ['data', 'settings.data.title', FileJson],
  ['delete', 'settings.delete.title', Trash2],
];

const Layout = styled.div`
  display: grid;
  /* One column on a phone that never grows past the screen for what it holds (issue 27). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(3)};
  ${up('lg')} {
    grid-template-columns: 240px minmax(0, 720px);
    align-items: start;
  }
`;

const Toc = styled.nav`
  display: none;
  ${up('lg')} {
    display: block;
    position: sticky;
    top: 84px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 10px 12px;
    border-radius: ${(p) => p.theme.radius.input};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-weight: 500;
    &:hover {
      background: ${(p) => p.theme.colors.surface};
    }
  }
  svg {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  ${up('md')} {
    gap: ${(p) => p.theme.space(3)};
  }
`;

export default function SettingsPage() {
  const t = useT();
  const { regions } = useData<SettingsData>();
  return (
    <Container>
      <PageTitle>{t('settings.title')}</PageTitle>
      <Layout>
        <Toc aria-label={t('settings.sections')}>
          <ul>
            {SECTIONS.map(([id, key, Icon]) => (
              <li key={id}>
                <a href={`#${id}`}>
                  <Icon size={18} aria-hidden="true" />
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </Toc>
        <Sections>
          <EmailSection />
          <PasswordSection />
          <LanguageSection />
          <LocationSection regions={regions} />
          <PrivacySection />
          <DataSection />
          <DeleteSection />
        </Sections>
      </Layout>
    </Container>
  );
}
