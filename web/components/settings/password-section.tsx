import { KeyRound } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { formValues } from '../form';
import { useT } from '../../i18n/use-t';
import { PasswordChange } from '../../stores/password-change';
import { useLocalStore } from '../../stores/store-context';
import { FormOutcome, SubmitButton } from './form-parts';
import { NewPasswordField } from './new-password-field';
import { PasswordField } from './password-field';
import { SettingsSection } from './section';

/** Current and new password → PUT /api/password.php; the server ends every other session. */
export const PasswordSection = observer(function PasswordSection() {
  const t = useT();
  const change = useLocalStore((root) => new PasswordChange(root.endpoints));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const { current_password, password } = formValues(formElement, ['current_password', 'password']);
    if (await change.change(current_password, password)) formElement.reset();
  }

  return (
    <SettingsSection id="password" title={t('settings.password.title')} icon={KeyRound}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField id="settings-password-current" name="current_password" label={t('settings.password.current')} form={change.form} />
        <NewPasswordField
          id="settings-password-new"
          label={t('settings.password.new')}
          error={change.form.errors.password}
          onProblem={(problem) => change.form.mark('password', problem)}
        />
        <FormOutcome problem={change.form.problem} success={change.done ? t('settings.password.done') : undefined} />
        <SubmitButton busy={change.form.busy} icon={KeyRound} label={t('settings.password.submit')} />
      </form>
    </SettingsSection>
  );
});
