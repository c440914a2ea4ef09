import { Send } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import type { PasswordResetRequest } from '../../stores/password-reset';
import { BusyButton } from '../busy-button';
import { EmailField } from '../email-field';
import { formValues } from '../form';
import { Notice } from '../settings/notice';
import { useErrorText } from '../use-error-text';

/** Step 1 of a forgotten password: the address the mail goes to. */
export const ResetRequestForm = observer(function ResetRequestForm({ reset }: { reset: PasswordResetRequest }) {
  const t = useT();
  const text = useErrorText();
  const { busy, problem } = reset.form;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void reset.request(formValues(event.currentTarget, ['email']).email);
  }

  return (
    <form method="post" action="/reset-password" onSubmit={submit} noValidate>
      <EmailField id="reset-email" label={t('reset.email')} form={reset.form} />
      {problem && <Notice tone="danger">{text(problem)}</Notice>}
      <BusyButton $block busy={busy} icon={Send} label={t('reset.submit')} busyLabel={t('reset.busy')} />
    </form>
  );
});
