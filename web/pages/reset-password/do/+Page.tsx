import { CircleCheck, KeyRound, LogIn, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { AuthCard } from '../../../components/auth-card';
import { Field, Input } from '../../../components/form';
import { describedBy, passwordLengthError, passwordReasonText } from '../../../components/settings/errors';
import { PASSWORD_MAX_LENGTH } from '../../../../domain/accounts/password-policy';
import { NewPasswordField } from '../../../components/settings/new-password-field';
import { Notice } from '../../../components/settings/notice';
import { Button, ButtonLink, Container } from '../../../components/ui';
import { useT } from '../../../i18n/use-t';
import { useStore } from '../../../stores/store-context';

/** The first password field of the same form, to compare the repeat with. */
const passwordOf = (input: HTMLInputElement) => (input.form?.elements.namedItem('password') as HTMLInputElement | null)?.value ?? '';

type Errors = { password?: string; password_confirmation?: string };
type State = 'form' | 'done' | 'link_invalid';

/** Step 2 of a forgotten password: the mailed link's token and two matching new passwords. */
export default function ResetPasswordDoPage() {
  const t = useT();
  const store = useStore();
  const token = usePageContext().urlParsed.search.token ?? '';
  const [state, setState] = useState<State>(token ? 'form' : 'link_invalid');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirmation = String(form.get('password_confirmation') ?? '');
    const found: Errors = { password: passwordLengthError(t, password) };
    if (!found.password) found.password_confirmation = !confirmation ? t('error.required') : confirmation !== password ? t('reset.mismatch') : undefined;
    setErrors(found);
    setFormError(null);
    if (found.password || found.password_confirmation) return;

    setBusy(true);
    try {
      const answer = await store.api.post<{ ok: true }>('/api/password-reset-do.php', { token, password, password_confirmation: confirmation });
      if (answer && answer.ok) setState('done');
      else if (answer && answer.error.error === 'link_invalid') setState('link_invalid');
      else if (answer && answer.error.error === 'invalid_input' && answer.error.field === 'password_confirmation')
        setErrors({ password_confirmation: t('reset.mismatch') });
      else if (answer && answer.error.error === 'invalid_input' && answer.error.field === 'password')
        setErrors({ password: passwordReasonText(t, answer.error.reason) });
      else setFormError(t('error.generic'));
    } catch {
      setFormError(t('error.generic'));
    }
    setBusy(false);
  }

  if (state === 'done') {
    return (
      <Container>
        <AuthCard aria-labelledby="reset-title">
          <CircleCheck size={40} aria-hidden="true" color="#4a6b12" />
          <h1 id="reset-title">{t('reset.doneTitle')}</h1>
          <Notice tone="success">{t('reset.done')}</Notice>
          <ButtonLink href="/login" $block>
            <LogIn size={18} aria-hidden="true" />
            {t('reset.loginNow')}
          </ButtonLink>
        </AuthCard>
      </Container>
    );
  }

  if (state === 'link_invalid') {
    return (
      <Container>
        <AuthCard aria-labelledby="reset-title">
          <h1 id="reset-title">{t('reset.doTitle')}</h1>
          <Notice tone="danger">{t('reset.linkInvalid')}</Notice>
          <ButtonLink href="/reset-password" $block>
            <Mail size={18} aria-hidden="true" />
            {t('reset.requestNew')}
          </ButtonLink>
        </AuthCard>
      </Container>
    );
  }

  return (
    <Container>
      <AuthCard aria-labelledby="reset-title">
        <div>
          <h1 id="reset-title">{t('reset.doTitle')}</h1>
          <p className="muted" style={{ marginTop: 8 }}>
            {t('reset.doIntro')}
          </p>
        </div>
        <form method="post" action="/reset-password/do" onSubmit={(e) => void submit(e)} noValidate>
          <NewPasswordField id="reset-password" label={t('reset.newPassword')} error={errors.password} setError={(password) => setErrors((x) => ({ ...x, password }))} />
          <Field id="reset-password-confirmation" label={t('reset.repeatPassword')} error={errors.password_confirmation}>
            <Input
              id="reset-password-confirmation"
              name="password_confirmation"
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              $invalid={!!errors.password_confirmation}
              onBlur={(e) => {
                const value = e.currentTarget.value;
                if (value && value !== passwordOf(e.currentTarget)) setErrors((x) => ({ ...x, password_confirmation: t('reset.mismatch') }));
              }}
              onChange={(e) =>
                errors.password_confirmation &&
                e.currentTarget.value === passwordOf(e.currentTarget) &&
                setErrors((x) => ({ ...x, password_confirmation: undefined }))
              }
              {...describedBy('reset-password-confirmation', errors.password_confirmation)}
            />
          </Field>
          {formError && <Notice tone="danger">{formError}</Notice>}
          <Button type="submit" $block disabled={busy} aria-busy={busy}>
            <KeyRound size={18} aria-hidden="true" />
            {busy ? t('reset.doBusy') : t('reset.doSubmit')}
          </Button>
        </form>
      </AuthCard>
    </Container>
  );
}
