import { Mail, Send } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmailField } from '../email-field';
import { formValues } from '../form';
import { useT } from '../../i18n/use-t';
import { EmailChange } from '../../stores/email-change';
import { useLocalStore, useStore } from '../../stores/store-context';
import { PasswordField } from './password-field';
import { FormOutcome, SubmitButton } from './form-parts';
import { SettingsSection } from './section';

/** New address + current password → a confirmation link to the new address (POST /api/mail-change.php). */
export const EmailSection = observer(function EmailSection() {
  const t = useT();
  const store = useStore();
  const change = useLocalStore((root) => new EmailChange(root.endpoints, root.session));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const { email, password } = formValues(formElement, ['email', 'password']);
    if (await change.request(email, password)) formElement.reset();
  }

  return (
    <SettingsSection id="email" title={t('settings.email.title')} icon={Mail}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="current">
          <span className="muted">{t('settings.email.current')}</span>
          <strong>{store.session.user?.email ?? ''}</strong>
        </p>
        <EmailField id="settings-email-new" label={t('settings.email.new')} form={change.form} />
        <PasswordField id="settings-email-password" name="password" label={t('settings.email.password')} form={change.form} />
        <FormOutcome problem={change.form.problem} success={change.sentTo ? t('settings.email.sent', { email: change.sentTo }) : undefined} />
        <SubmitButton busy={change.form.busy} icon={Send} label={t('settings.email.submit')} />
      </form>
      <p className="muted" style={{ marginTop: 16 }}>
        <FormattedMessage id="settings.email.preferences" values={{ link: (chunks: ReactNode[]) => <a href="/notifications">{chunks}</a> }} />
      </p>
    </SettingsSection>
  );
});
