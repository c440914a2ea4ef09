import { Field, Input } from '../form';
import { useT } from '../../i18n/use-t';
import { PASSWORD_MAX_LENGTH } from '../../../domain/accounts/password-policy';
import { describedBy, passwordLengthError } from './errors';
import { Hint } from './notice';

export interface NewPasswordFieldProps {
  readonly id: string;
  readonly label: string;
  readonly error: string | undefined;
  setError(error: string | undefined): void;
}

/** A new password: the length rule shown beneath, checked on leaving the field, cleared once it holds. */
export function NewPasswordField({ id, label, error, setError }: NewPasswordFieldProps) {
  const t = useT();
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        $invalid={!!error}
        onBlur={(e) => {
          const value = e.currentTarget.value;
          const problem = value ? passwordLengthError(t, value) : undefined;
          if (problem) setError(problem);
        }}
        onChange={(e) => error && !passwordLengthError(t, e.currentTarget.value) && setError(undefined)}
        {...describedBy(id, error, true)}
      />
      <Hint id={`${id}-hint`}>{t('account.passwordRule')}</Hint>
    </Field>
  );
}
