import { EyeOff, FileJson, KeyRound, Languages, Mail, MapPin, Trash2, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';

const SECTIONS: ReadonlyArray<readonly [string, MessageKey, LucideIcon]> = [
  ['email', 'settings.email.title', Mail],
  ['password', 'settings.password.title', KeyRound],
  ['language', 'settings.language.title', Languages],
  ['location', 'settings.location.title', MapPin],
  ['privacy', 'settings.privacy.title', EyeOff],
  ['data', 'settings.data.title', FileJson],
  ['delete', 'settings.delete.title', Trash2],
];

/** The sections' index beside them from lg; one column that never grows past the screen below it (issue 27). */
export const SettingsColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(3)};
  ${up('lg')} {
    grid-template-columns: 240px minmax(0, 720px);
    align-items: start;
  }
`;

export const SettingsSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  ${up('md')} {
    gap: ${(p) => p.theme.space(3)};
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

/** From lg: the settings' sections as links that stay in view. */
export function SettingsIndex() {
  const t = useT();
  return (
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
  );
}
