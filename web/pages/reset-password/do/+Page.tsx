import { CircleCheck, KeyRound, LogIn, Mail } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { AuthCard } from '../../../components/auth-card';
import { Field, Input, describedBy, formValues } from '../../../components/form';
import { PASSWORD_MAX_LENGTH } from '../../../../domain/accounts/password-policy';
import { NewPasswordField } from '../../../components/settings/new-password-field';
import { Notice } from '../../../components/settings/notice';
import { ButtonLink, Container } from '../../../components/ui';
import { useErrorText } from '../../../components/use-error-text';
import { useT } from '../../../i18n/use-t';
import { fieldProblem } from '../../../api/problem';
import { PasswordReset } from '../../../stores/password-reset';
import { useLocalStore } from '../../../stores/store-context';
import { BusyButton } from '../../../components/busy-button';
import { theme } from '../../../theme/theme';

/** The first password field of the same form, to compare the repeat with. */
const passwordOf = (input: HTMLInputElement) => (input.form?.elements.namedItem('password') as HTMLInputElement | null)?.value ?? '';

/** Step 2 of a forgotten password: the mailed link's token and two matching new passwords. */
export default observer(function ResetPasswordDoPage() {
  const t = useT();
  const text = useErrorText();
  const token = usePageContext().urlParsed.search.token ?? '';
  const reset = useLocalStore((store) => new PasswordReset(store.endpoints, token));
  const { busy, errors, problem } = reset.form;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password, password_confirmation } = formValues(event.currentTarget, ['password', 'password_confirmation']);
    void reset.reset(password, password_confirmation);
  }

  if (reset.done) {
    return (
      <Container>
        <AuthCard aria-labelledby="reset-title">
          <CircleCheck size={40} aria-hidden="true" color={theme.colors.successStrong} />
          <h1 id="reset-title">{t('reset.doneTitle')}</h1>
          <Notice tone="success">{t('reset.done')}</Notice>
          <ButtonLink href="/login" $block>
            <LogIn size={18} aria-hidden="true" />
            {t('reset.loginNow')}
          </ButtonLink>
        </AuthCard>
      </Container>
    );
  }

  if (reset.linkInvalid) {
    return (
      <Container>
        <AuthCard aria-labelledby="reset-title">
          <h1 id="reset-title">{t('reset.doTitle')}</h1>
          <Notice tone="danger">{t('reset.linkInvalid')}</Notice>
          <ButtonLink href="/reset-password" $block>
            <Mail size={18} aria-hidden="true" />
            {t('reset.requestNew')}
          </ButtonLink>
        </AuthCard>
      </Container>
    );
  }

  const mismatch = errors.password_confirmation;
  return (
    <Container>
      <AuthCard aria-labelledby="reset-title">
        <div>
          <h1 id="reset-title">{t('reset.doTitle')}</h1>
          <p className="muted" style={{ marginTop: 8 }}>
            {t('reset.doIntro')}
          </p>
        </div>
        <form method="post" action={`/reset-password/do?token=${encodeURIComponent(token)}`} onSubmit={submit} noValidate>
          <NewPasswordField id="reset-password" label={t('reset.newPassword')} error={errors.password} onProblem={(p) => reset.form.mark('password', p)} />
          <Field id="reset-password-confirmation" label={t('reset.repeatPassword')} error={text(mismatch)}>
            <Input
              id="reset-password-confirmation"
              name="password_confirmation"
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              $invalid={!!mismatch}
              onBlur={(e) => {
                const value = e.currentTarget.value;
                if (value && value !== passwordOf(e.currentTarget)) reset.form.mark('password_confirmation', fieldProblem('password_confirmation', 'mismatch'));
              }}
              onChange={(e) => mismatch && e.currentTarget.value === passwordOf(e.currentTarget) && reset.form.mark('password_confirmation', undefined)}
              {...describedBy('reset-password-confirmation', mismatch)}
            />
          </Field>
          {problem && <Notice tone="danger">{text(problem)}</Notice>}
          <BusyButton $block busy={busy} icon={KeyRound} label={t('reset.doSubmit')} busyLabel={t('reset.doBusy')} />
        </form>
      </AuthCard>
    </Container>
  );
});
