import { observer } from 'mobx-react-lite';
import { usePageContext } from 'vike-react/usePageContext';
import { formProblemOf } from '../../../bff/contract/form-problem';
import { LANGUAGE_FORM_PROBLEMS } from '../../../bff/contract/language-form';
import { LanguageChoiceForm, LanguagePanel } from '../../components/language/language-choice-form';
import { Notice } from '../../components/settings/notice';
import { Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';

/**
 * /lang-config (SPEC §2): the language choice as a page, large, for phones and for browsers without scripts (a real
 * form that brings her back here in the language she chose).
 */
export default observer(function LanguagePage() {
  const t = useT();
  const problem = formProblemOf(usePageContext().urlParsed.search, LANGUAGE_FORM_PROBLEMS.codes, LANGUAGE_FORM_PROBLEMS.fields);
  return (
    <Container>
      <PageTitle>{t('language.title')}</PageTitle>
      <LanguagePanel>
        <p className="intro">{t('language.intro')}</p>
        {problem && <Notice tone="danger">{t('language.invalid')}</Notice>}
        <LanguageChoiceForm />
      </LanguagePanel>
    </Container>
  );
});
