import { KeyRound } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH } from '../../../domain/accounts/password-policy';
import { fieldProblem } from '../../api/problem';
import { useT } from '../../i18n/use-t';
import type { PasswordReset } from '../../stores/password-reset';
import { BusyButton } from '../busy-button';
import { Field, Input, describedBy, formValues } from '../form';
import { NewPasswordField } from '../settings/new-password-field';
import { Notice } from '../settings/notice';
import { useErrorText } from '../use-error-text';

/** The first password field of the same form, to compare the repeat with. */
const passwordOf = (input: HTMLInputElement) => (input.form?.elements.namedItem('password') as HTMLInputElement | null)?.value ?? '';

/** Step 2 of a forgotten password: two matching new passwords, posted with the mailed link's token. */
export const NewPasswordForm = observer(function NewPasswordForm({ reset, token }: { reset: PasswordReset; token: string }) {
  const t = useT();
  const text = useErrorText();
  const { busy, errors, problem } = reset.form;
  const mismatch = errors.password_confirmation;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password, password_confirmation } = formValues(event.currentTarget, ['password', 'password_confirmation']);
    void reset.reset(password, password_confirmation);
  }

  return (
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
  );
});
