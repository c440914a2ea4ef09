import { Mail, Send } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Field, Input } from '../form';
import { Button } from '../ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { describedBy, rateLimitedText } from './errors';
import { Notice, type Result } from './notice';
import { SettingsSection } from './section';
import { isValidEmail } from '../../../domain/accounts/signup-rules';

type Errors = { email?: string; password?: string };

/** New address + current password → a confirmation link to the new address (POST /api/mail-change.php). */
export const EmailSection = observer(function EmailSection() {
  const t = useT();
  const store = useStore();
  const current = store.session.user?.email ?? '';
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found: Errors = {};
    if (!email) found.email = t('error.required');
    else if (!isValidEmail(email)) found.email = t('error.invalidEmail');
    else if (email.toLowerCase() === current.toLowerCase()) found.email = t('settings.email.same');
    if (!password) found.password = t('error.required');
    setErrors(found);
    setResult(null);
    if (found.email || found.password) return;

    setBusy(true);
    try {
      const answer = await store.api.post<{ ok: true }>('/api/mail-change.php', { email, password });
      if (answer && answer.ok) {
        formElement.reset();
        setResult({ tone: 'success', text: t('settings.email.sent', { email }) });
      } else if (answer) {
        const code = answer.error.error;
        if (code === 'email_taken') setErrors({ email: t('error.emailTaken') });
        else if (code === 'wrong_password') setErrors({ password: t('account.wrongPassword') });
        else if (code === 'invalid_input' && answer.error.field === 'email') setErrors({ email: t('error.invalidEmail') });
        else if (answer.status === 429) setResult({ tone: 'danger', text: rateLimitedText(t, answer.error) });
        else setResult({ tone: 'danger', text: t('error.generic') });
      }
    } catch {
      setResult({ tone: 'danger', text: t('error.generic') });
    }
    setBusy(false);
  }

  return (
    <SettingsSection id="email" title={t('settings.email.title')} icon={Mail}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="current">
          <span className="muted">{t('settings.email.current')}</span>
          <strong>{current}</strong>
        </p>
        <Field id="settings-email-new" label={t('settings.email.new')} error={errors.email}>
          <Input
            id="settings-email-new"
            name="email"
            type="email"
            autoComplete="email"
            $invalid={!!errors.email}
            onBlur={(e) => {
              const value = e.currentTarget.value.trim();
              if (value && !isValidEmail(value)) setErrors((x) => ({ ...x, email: t('error.invalidEmail') }));
            }}
            onChange={() => errors.email && setErrors((x) => ({ ...x, email: undefined }))}
            {...describedBy('settings-email-new', errors.email)}
          />
        </Field>
        <Field id="settings-email-password" label={t('settings.email.password')} error={errors.password}>
          <Input
            id="settings-email-password"
            name="password"
            type="password"
            autoComplete="current-password"
            $invalid={!!errors.password}
            {...describedBy('settings-email-password', errors.password)}
          />
        </Field>
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <div className="actions">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            <Send size={18} aria-hidden="true" />
            {busy ? t('settings.saving') : t('settings.email.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
});
