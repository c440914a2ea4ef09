import { Check } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { LANGUAGE_COUNTRIES } from '../../../domain/locale/language-countries';
import { LANGUAGE_FORM_PATH } from '../../../bff/contract/language-form';
import { countryName, languageName } from '../../i18n/country-name';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { Card } from '../ui';
import { CountryTag } from './country-tag';
import { useOfferedLanguages } from './offered-languages';

/** The page's card: at most 720 px wide, its intro above the choices. */
export const LanguagePanel = styled(Card)`
  max-width: 720px;
  .intro {
    margin: 0 0 ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Choices = styled.ul`
  list-style: none;
  margin: ${(p) => p.theme.space(2)} 0 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  ${up('md')} {
    grid-template-columns: 1fr 1fr;
  }
  button {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 4px 12px;
    width: 100%;
    min-height: 64px;
    padding: 12px 16px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.card};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
    &:hover {
      border-color: ${(p) => p.theme.colors.textMuted};
    }
    &[aria-current] {
      border: 2px solid ${(p) => p.theme.colors.primary};
      background: ${(p) => p.theme.colors.primarySoft};
    }
  }
  .language {
    font-size: ${(p) => p.theme.font.size.lead};
    font-weight: 700;
  }
  .countries {
    grid-column: 2;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .current {
    grid-row: 1 / span 2;
    grid-column: 3;
    display: flex;
    align-items: center;
    gap: 4px;
    font-size: ${(p) => p.theme.font.size.caption};
    font-weight: 700;
    color: ${(p) => p.theme.colors.primary};
  }
`;

/**
 * Every language the domain offers as a submit button, named in itself with the countries it is shown for (SPEC §9)
 * in that language; a real form (bff/api/language-routes.ts) that brings her back to the page in the language she chose.
 */
export const LanguageChoiceForm = observer(function LanguageChoiceForm() {
  const t = useT();
  const { offered, current } = useOfferedLanguages();
  return (
    <form method="post" action={LANGUAGE_FORM_PATH}>
      <input type="hidden" name="back" value={LANGUAGE_FORM_PATH} />
      <Choices>
        {offered.map(({ locale, country }) => (
          <li key={locale}>
            <button type="submit" name="language" value={locale} lang={locale} aria-current={locale === current ? 'true' : undefined}>
              <CountryTag>{country}</CountryTag>
              <span className="language">{languageName(locale)}</span>
              {locale === current && (
                <span className="current">
                  <Check size={16} aria-hidden="true" />
                  {t('language.current')}
                </span>
              )}
              <span className="countries">{LANGUAGE_COUNTRIES[locale].map((code) => countryName(locale, code)).join(' · ')}</span>
            </button>
          </li>
        ))}
      </Choices>
    </form>
  );
});
