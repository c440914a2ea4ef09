import { ArrowLeft, MailCheck, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AuthCard } from '../../components/auth-card';
import { Field, Input } from '../../components/form';
import { describedBy } from '../../components/settings/errors';
import { Notice } from '../../components/settings/notice';
import { Button, ButtonLink, Container } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { isValidEmail } from '../../../domain/accounts/signup-rules';

/** Step 1 of a forgotten password: the address → a mail with a link to /reset-password/do. */
export default function ResetPasswordPage() {
  const t = useT();
  const store = useStore();
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setFormError(null);
    if (!email) return setEmailError(t('error.required'));
    if (!isValidEmail(email)) return setEmailError(t('error.invalidEmail'));
    setEmailError(undefined);
    setBusy(true);
    try {
      const answer = await store.api.post<{ ok: true }>('/api/password-reset.php', { email });
      if (answer && answer.ok) {
        setSentTo(email);
        return;
      }
      if (answer && answer.error.error === 'email_not_found') setEmailError(t('reset.notFound'));
      else if (answer && answer.error.error === 'invalid_input') setEmailError(t('error.invalidEmail'));
      else if (answer && (answer.error.error === 'reset_limit' || answer.status === 429)) setFormError(t('reset.limit'));
      else setFormError(t('error.generic'));
    } catch {
      setFormError(t('error.generic'));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <Container>
        <AuthCard aria-labelledby="reset-title">
          <MailCheck size={40} aria-hidden="true" color="#0b6f8f" />
          <h1 id="reset-title">{t('reset.sentTitle')}</h1>
          <Notice tone="success">{t('reset.sent', { email: sentTo })}</Notice>
          <ButtonLink href="/login" $variant="secondary" $block>
            <ArrowLeft size={18} aria-hidden="true" />
            {t('reset.backToLogin')}
          </ButtonLink>
        </AuthCard>
      </Container>
    );
  }

  return (
    <Container>
      <AuthCard aria-labelledby="reset-title">
        <div>
          <h1 id="reset-title">{t('reset.title')}</h1>
          <p className="muted" style={{ marginTop: 8 }}>
            {t('reset.intro')}
          </p>
        </div>
        <form method="post" action="/reset-password" onSubmit={(e) => void submit(e)} noValidate>
          <Field id="reset-email" label={t('reset.email')} error={emailError}>
            <Input
              id="reset-email"
              name="email"
              type="email"
              autoComplete="email"
              $invalid={!!emailError}
              onBlur={(e) => {
                const value = e.currentTarget.value.trim();
                if (value && !isValidEmail(value)) setEmailError(t('error.invalidEmail'));
              }}
              onChange={() => emailError && setEmailError(undefined)}
              {...describedBy('reset-email', emailError)}
            />
          </Field>
          {formError && <Notice tone="danger">{formError}</Notice>}
          <Button type="submit" $block disabled={busy} aria-busy={busy}>
            <Send size={18} aria-hidden="true" />
            {busy ? t('reset.busy') : t('reset.submit')}
          </Button>
        </form>
        <p className="muted">
          <a href="/login">{t('reset.backToLogin')}</a>
        </p>
      </AuthCard>
    </Container>
  );
}
