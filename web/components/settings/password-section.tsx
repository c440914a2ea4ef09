import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Field, Input } from '../form';
import { Button } from '../ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { describedBy, passwordLengthError, passwordReasonText, rateLimitedText } from './errors';
import { Notice, type Result } from './notice';
import { NewPasswordField } from './new-password-field';
import { SettingsSection } from './section';

type Errors = { current_password?: string; password?: string };

/** Current and new password → PUT /api/password.php; the server ends every other session. */
export function PasswordSection() {
  const t = useT();
  const store = useStore();
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const current = String(form.get('current_password') ?? '');
    const password = String(form.get('password') ?? '');
    const found: Errors = { current_password: current ? undefined : t('error.required'), password: passwordLengthError(t, password) };
    setErrors(found);
    setResult(null);
    if (found.current_password || found.password) return;

    setBusy(true);
    try {
      const answer = await store.api.request<{ ok: true }>('PUT', '/api/password.php', { current_password: current, password });
      if (answer && answer.ok) {
        formElement.reset();
        setResult({ tone: 'success', text: t('settings.password.done') });
      } else if (answer) {
        const { error, field, reason } = answer.error;
        if (error === 'wrong_password') setErrors({ current_password: t('account.wrongPassword') });
        else if (error === 'invalid_input' && field === 'password') setErrors({ password: passwordReasonText(t, reason) });
        else if (answer.status === 429) setResult({ tone: 'danger', text: rateLimitedText(t, answer.error) });
        else setResult({ tone: 'danger', text: t('error.generic') });
      }
    } catch {
      setResult({ tone: 'danger', text: t('error.generic') });
    }
    setBusy(false);
  }

  return (
    <SettingsSection id="password" title={t('settings.password.title')} icon={KeyRound}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field id="settings-password-current" label={t('settings.password.current')} error={errors.current_password}>
          <Input
            id="settings-password-current"
            name="current_password"
            type="password"
            autoComplete="current-password"
            $invalid={!!errors.current_password}
            onChange={() => errors.current_password && setErrors((x) => ({ ...x, current_password: undefined }))}
            {...describedBy('settings-password-current', errors.current_password)}
          />
        </Field>
        <NewPasswordField id="settings-password-new" label={t('settings.password.new')} error={errors.password} setError={(password) => setErrors((x) => ({ ...x, password }))} />
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <div className="actions">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            <KeyRound size={18} aria-hidden="true" />
            {busy ? t('settings.saving') : t('settings.password.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
