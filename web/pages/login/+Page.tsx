import { observer } from 'mobx-react-lite';
import { usePageContext } from 'vike-react/usePageContext';
import { LOGIN_FORM_PROBLEMS, formProblemOf } from '../../../bff/contract/form-problem';
import { AuthCard } from '../../components/auth-card';
import { LoginFormView } from '../../components/login/login-form-view';
import { Container } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { LoginForm } from '../../stores/login-form';
import { useLocalStore } from '../../stores/store-context';

export default observer(function LoginPage() {
  const t = useT();
  // A post of the form before the scripts ran comes back with its problem in the query (bff/forms/login-form-route.ts).
  const shown = formProblemOf(usePageContext().urlParsed.search, LOGIN_FORM_PROBLEMS.codes, LOGIN_FORM_PROBLEMS.fields);
  const login = useLocalStore((store) => new LoginForm(store.endpoints, shown));
  return (
    <Container>
      <AuthCard aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <LoginFormView login={login} />
        <p className="muted">
          {t('login.noAccount')} <a href="/signup">{t('login.signupLink')}</a>
        </p>
      </AuthCard>
    </Container>
  );
});
