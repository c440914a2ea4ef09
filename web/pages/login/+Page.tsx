import { LogIn } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { usePageContext } from 'vike-react/usePageContext';
import { LOGIN_FORM_PROBLEMS, formProblemOf } from '../../../bff/contract/form-problem';
import { AuthCard } from '../../components/auth-card';
import { Field, Input, describedBy, formValues } from '../../components/form';
import { Notice } from '../../components/settings/notice';
import { Container } from '../../components/ui';
import { useErrorText } from '../../components/use-error-text';
import { useT } from '../../i18n/use-t';
import { LoginForm } from '../../stores/login-form';
import { useLocalStore } from '../../stores/store-context';
import { BusyButton } from '../../components/busy-button';

const ForgotLink = styled.a`
  align-self: flex-end;
  margin-top: -8px;
  font-size: 14px;
  font-weight: 600;
`;

export default observer(function LoginPage() {
  const t = useT();
  const text = useErrorText();
  // A post of the form before the scripts ran comes back with its problem in the query (bff/forms/login-form-route.ts).
  const shown = formProblemOf(usePageContext().urlParsed.search, LOGIN_FORM_PROBLEMS.codes, LOGIN_FORM_PROBLEMS.fields);
  const login = useLocalStore((store) => new LoginForm(store.endpoints, shown));
  const { busy, errors, problem } = login.form;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, password } = formValues(event.currentTarget, ['email', 'password']);
    if (await login.logIn({ email, password })) window.location.href = '/members';
  }

  return (
    <Container>
      <AuthCard aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <form method="post" action="/login" onSubmit={(e) => void submit(e)} noValidate>
          <Field id="login-email" label={t('login.email')} error={text(errors.email)}>
            <Input id="login-email" name="email" type="email" autoComplete="email" required $invalid={!!errors.email} {...describedBy('login-email', errors.email)} />
          </Field>
          <Field id="login-password" label={t('login.password')} error={text(errors.password)}>
            <Input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              $invalid={!!errors.password}
              {...describedBy('login-password', errors.password)}
            />
          </Field>
          <ForgotLink href="/reset-password">{t('login.forgotPassword')}</ForgotLink>
          {problem && <Notice tone="danger">{text(problem)}</Notice>}
          <BusyButton $block busy={busy} icon={LogIn} iconSize={20} label={t('login.submit')} busyLabel={t('login.busy')} />
        </form>
        <p className="muted">
          {t('login.noAccount')} <a href="/signup">{t('login.signupLink')}</a>
        </p>
      </AuthCard>
    </Container>
  );
});
