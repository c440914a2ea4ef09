import { Field, Input, describedBy } from '../form';
import { useT } from '../../i18n/use-t';
import { PASSWORD_MAX_LENGTH } from '../../../domain/accounts/password-policy';
import type { Problem } from '../../api/problem';
import { newPasswordProblem } from '../../stores/form-rules';
import { useErrorText } from '../use-error-text';
import { Hint } from './notice';

export interface NewPasswordFieldProps {
  readonly id: string;
  readonly label: string;
  readonly error: Problem | undefined;
  onProblem(problem: Problem | undefined): void;
}

/** A new password: the rule shown beneath, checked on leaving the field, cleared once it holds. */
export function NewPasswordField({ id, label, error, onProblem }: NewPasswordFieldProps) {
  const t = useT();
  const text = useErrorText();
  return (
    <Field id={id} label={label} error={text(error)}>
      <Input
        id={id}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        $invalid={!!error}
        onBlur={(e) => {
          const problem = e.currentTarget.value ? newPasswordProblem(e.currentTarget.value) : undefined;
          if (problem) onProblem(problem);
        }}
        onChange={(e) => error && !newPasswordProblem(e.currentTarget.value) && onProblem(undefined)}
        {...describedBy(id, error, true)}
      />
      <Hint id={`${id}-hint`}>{t('account.passwordRule')}</Hint>
    </Field>
  );
}
