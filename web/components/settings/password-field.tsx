import { observer } from 'mobx-react-lite';
import type { FieldForm } from '../field-form';
import { Field, Input, describedBy } from '../form';
import { useErrorText } from '../use-error-text';

/** The member's current password, which a change or the deletion asks for; its problem cleared as it changes. */
export const PasswordField = observer(function PasswordField({ id, name, label, form }: { id: string; name: string; label: string; form: FieldForm }) {
  const text = useErrorText();
  const error = form.errors[name];
  return (
    <Field id={id} label={label} error={text(error)}>
      <Input
        id={id}
        name={name}
        type="password"
        autoComplete="current-password"
        $invalid={!!error}
        onChange={() => error && form.mark(name, undefined)}
        {...describedBy(id, error)}
      />
    </Field>
  );
});
