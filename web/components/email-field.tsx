import { observer } from 'mobx-react-lite';
import { emailProblem } from '../stores/form-rules';
import type { FieldForm } from './field-form';
import { Field, Input, describedBy } from './form';
import { useErrorText } from './use-error-text';

/** An email address: checked on leaving the field (the domain's rule), shown valid or with its problem, cleared as soon as it changes. */
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
        $valid={!!form.valid.email}
        onBlur={(e) => {
          const value = e.currentTarget.value;
          // Checked as she leaves it: its problem, or shown valid (SPEC §5); an empty field waits for the form.
          if (value.trim()) form.settle('email', emailProblem(value));
        }}
        onChange={() => (error || form.valid.email) && form.mark('email', undefined)}
        {...describedBy(id, error)}
      />
    </Field>
  );
});
