import { observer } from 'mobx-react-lite';
import { emailProblem } from '../stores/form-rules';
import type { FieldForm } from './field-form';
import { Field, Input, describedBy } from './form';
import { useErrorText } from './use-error-text';

/** An email address: checked on leaving the field (the domain's rule), its problem cleared as soon as it changes. */
export const EmailField = observer(function EmailField({ id, label, form }: { id: string; label: string; form: FieldForm }) {
  const text = useErrorText();
  const error = form.errors.email;
  return (
    <Field id={id} label={label} error={text(error)}>
      <Input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        $invalid={!!error}
        onBlur={(e) => {
          const value = e.currentTarget.value;
          const problem = value.trim() ? emailProblem(value) : undefined;
          if (problem) form.mark('email', problem);
        }}
        onChange={() => error && form.mark('email', undefined)}
        {...describedBy(id, error)}
      />
    </Field>
  );
});
