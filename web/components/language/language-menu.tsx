import { Check, ChevronDown, Globe } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { usePageContext } from 'vike-react/usePageContext';
import { showsLanguageMenu } from '../../../domain/locale/locale-choice';
import { LANGUAGE_FORM_PATH } from '../../../bff/contract/language-form';
import { languageName } from '../../i18n/country-name';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { menuPanel } from '../ui';
import { CountryTag } from './country-tag';
import { useOfferedLanguages } from './offered-languages';

const Disclosure = styled.details<{ $roomFrom: number }>`
  position: relative;
  /* Where the bar has no room for it (a visitor's bar below 420 px holds the brand, login and signup), the footer's
     link to /lang-config is the way to the languages. */
  @media (max-width: ${(p) => p.$roomFrom - 1}px) {
    display: none;
  }
  summary {
    list-style: none;
    display: flex;
    align-items: center;
    gap: 4px;
    min-height: 44px;
    /* 40 px on a phone: the visitor's bar holds the brand, this, the login and the signup on one line at 375 px. */
    min-width: 40px;
    justify-content: center;
    padding: 0;
    ${up('sm')} {
      padding: 0 8px;
    }
    border-radius: ${(p) => p.theme.radius.pill};
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
    cursor: pointer;
    &::-webkit-details-marker {
      display: none;
    }
    &:hover {
      background: ${(p) => p.theme.colors.hoverTint};
      color: ${(p) => p.theme.colors.text};
    }
  }
  /* A phone shows the globe alone (the visitor's bar holds the login and signup beside it), a tablet the globe and
     the chevron, a desktop the language's name too: every text it shows is in its name (axe's
     label-content-name-mismatch, issue 27), and the member's bar keeps one row from 768 px. */
  .name,
  .chevron {
    display: none;
  }
  ${up('sm')} {
    .chevron {
      display: inline;
    }
  }
  ${up('lg')} {
    .name {
      display: inline;
    }
  }
  form {
    ${menuPanel}
    /* On a phone a sheet under the (sticky) top bar, as wide as the screen allows. */
    @media (max-width: ${(p) => p.theme.breakpoints.sm - 1}px) {
      position: fixed;
      top: 64px;
      left: 12px;
      right: 12px;
      width: auto;
    }
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li button,
  li a {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    border: 0;
    border-radius: ${(p) => p.theme.radius.input};
    background: none;
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    font-size: ${(p) => p.theme.font.size.body};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover {
      background: ${(p) => p.theme.colors.background};
    }
  }
  li button[aria-current] {
    font-weight: 700;
  }
  .check {
    margin-left: auto;
    color: ${(p) => p.theme.colors.primary};
  }
  .all {
    border-top: 1px solid ${(p) => p.theme.colors.border};
    margin-top: 4px;
    padding-top: 4px;
    a {
      color: ${(p) => p.theme.colors.secondaryStrong};
      font-weight: 600;
    }
  }
`;

/**
 * The top bar's language menu (SPEC §2: shown only when the domain offers more than one language). A disclosure with
 * a real form: each language is a submit button posting to /lang-config (bff/api/language-routes.ts), which sets the
 * locale cookie (and a member's saved language) and brings her back to this page in that language, with or without
 * the page's scripts. Each language is named in itself, with the country it is shown with. `roomFrom`: the narrowest
 * screen (px) whose bar has room for it.
 */
export const LanguageMenu = observer(function LanguageMenu({ roomFrom = 0 }: { roomFrom?: number }) {
  const t = useT();
  const { offered, current } = useOfferedLanguages();
  const pageContext = usePageContext();
  const menu = useRef<HTMLDetailsElement>(null);
  if (!showsLanguageMenu(offered.map((language) => language.locale))) return null;
  const back = pageContext.urlPathname + (pageContext.urlParsed.searchOriginal ?? '');

  // Escape closes the open menu and gives the focus back to its button, as a menu does.
  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  }

  return (
    <Disclosure ref={menu} onKeyDown={onKeyDown} $roomFrom={roomFrom}>
      <summary aria-label={t('language.menu', { language: languageName(current) })}>
        <Globe size={18} aria-hidden="true" />
        <span className="name" lang={current}>
          {languageName(current)}
        </span>
        <ChevronDown className="chevron" size={16} aria-hidden="true" />
      </summary>
      <form method="post" action={LANGUAGE_FORM_PATH}>
        <input type="hidden" name="back" value={back} />
        <ul aria-label={t('language.label')}>
          {offered.map(({ locale, country }) => (
            <li key={locale}>
              <button type="submit" name="language" value={locale} lang={locale} aria-current={locale === current ? 'true' : undefined}>
                <CountryTag>{country}</CountryTag>
                {languageName(locale)}
                {locale === current && <Check className="check" size={18} aria-hidden="true" />}
              </button>
            </li>
          ))}
          <li className="all">
            <a href={LANGUAGE_FORM_PATH}>{t('language.all')}</a>
          </li>
        </ul>
      </form>
    </Disclosure>
  );
});
