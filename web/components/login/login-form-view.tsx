import { LogIn } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { SUSPENDED_FOR_GOOD } from '../../../domain/moderation/suspension';
import type { Problem } from '../../api/problem';
import { useT } from '../../i18n/use-t';
import type { LoginForm } from '../../stores/login-form';
import { BusyButton } from '../busy-button';
import { Field, Input, describedBy, formValues } from '../form';
import { Notice } from '../settings/notice';
import { useErrorText } from '../use-error-text';

const ForgotLink = styled.a`
  align-self: flex-end;
  margin-top: -8px;
  font-size: ${(p) => p.theme.font.size.sm};
  font-weight: 600;
`;

/**
 * A suspended member's refusal says until when (decision 0084): `tot <datum>` or `voor onbepaalde tijd`. Without the
 * end (the form posted without scripts), the catalogue's plain text.
 */
export function suspensionText(t: ReturnType<typeof useT>, problem: Problem): string | undefined {
  if (problem.code !== 'account_suspended' || !problem.until) return undefined;
  if (problem.until === SUSPENDED_FOR_GOOD) return t('login.suspendedForGood');
  const until = Date.parse(problem.until);
  return Number.isNaN(until) ? undefined : t('login.suspendedUntil', { until });
}

/** The login form: address, password, the way to a forgotten password; a real form that also posts without scripts. */
export const LoginFormView = observer(function LoginFormView({ login }: { login: LoginForm }) {
  const t = useT();
  const text = useErrorText();
  const { busy, errors, problem } = login.form;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, password } = formValues(event.currentTarget, ['email', 'password']);
    if (await login.logIn({ email, password })) window.location.href = '/members';
  }

  return (
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
      {problem && <Notice tone="danger">{suspensionText(t, problem) ?? text(problem)}</Notice>}
      <BusyButton $block busy={busy} icon={LogIn} iconSize={20} label={t('login.submit')} busyLabel={t('login.busy')} />
    </form>
  );
});
