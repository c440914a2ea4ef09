import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { MessageKey } from '../i18n/message-key';
import { useT } from '../i18n/use-t';
import { useStore } from '../stores/store-context';
import { Container } from './ui';
import { isBuilt } from '../navigation/built-pages';
import { CookieSettingsLink } from './arrival/cookie-settings-link';
import { LANGUAGE_FORM_PATH } from '../../bff/contract/language-form';
import { UsFooter } from './language/us-footer';

const LINKS: ReadonlyArray<readonly [MessageKey, string]> = [
  ['footer.terms', '/pages/terms'],
  ['footer.privacy', '/pages/privacy'],
  ['footer.cookies', '/pages/cookies'],
  ['footer.ban', '/pages/ban'],
  ['footer.pricing', '/pricing'],
  ['footer.complaints', '/complaints'],
  ['footer.returnPolicy', '/pages/return-policy'],
  ['footer.faq', '/pages/faq'],
  ['footer.support', '/pages/service'],
];

const Box = styled.footer`
  background: ${(p) => p.theme.colors.inverse};
  color: ${(p) => p.theme.colors.inverseTextMuted};
  font-size: ${(p) => p.theme.font.size.sm};
  padding: ${(p) => p.theme.space(4)} 0 ${(p) => p.theme.space(5)};
  a {
    color: ${(p) => p.theme.colors.onInverse};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
  ul {
    list-style: none;
    margin: 0 0 ${(p) => p.theme.space(3)};
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  }
  p {
    margin: 0 0 ${(p) => p.theme.space(1)};
  }
  li > button {
    padding: 0;
    border: 0;
    background: none;
    color: ${(p) => p.theme.colors.onInverse};
    font: inherit;
    cursor: pointer;
    &:hover {
      text-decoration: underline;
    }
  }
`;

export const Footer = observer(function Footer() {
  const t = useT();
  const s = useStore().settings.settings;
  return (
    <Box>
      <Container>
        <nav aria-label="Footer">
          <ul>
            {LINKS.filter(([, href]) => isBuilt(href)).map(([key, href]) => (
              <li key={href}>
                <a href={href}>{t(key)}</a>
              </li>
            ))}
            <li>
              <CookieSettingsLink />
            </li>
            <li>
              <a href="/accessibility">{t('footer.accessibility')}</a>
            </li>
            <li>
              <a href={LANGUAGE_FORM_PATH}>{t('language.label')}</a>
            </li>
          </ul>
        </nav>
        <p>{t('footer.disclaimer', { plural: s.fictional_plural })}</p>
        <p>
          © {s.company_name} · {s.company_address} · {s.company_city} · {t('footer.kvk', { kvk: s.company_kvk })}
        </p>
        <UsFooter />
      </Container>
    </Box>
  );
});
