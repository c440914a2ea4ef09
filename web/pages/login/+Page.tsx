import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ApiUser } from '../../../bff/contract/api-types';
import { Field, Input } from '../../components/form';
import { AuthCard } from '../../components/auth-card';
import { retryMinutes } from '../../components/settings/errors';
import { Notice } from '../../components/settings/notice';
import { Button, Container } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';

const ForgotLink = styled.a`
  align-self: flex-end;
  margin-top: -8px;
  font-size: 14px;
  font-weight: 600;
`;

export default function LoginPage() {
  const t = useT();
  const store = useStore();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const result = await store.api.post<{ user: ApiUser }>('/api/user.php', {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      if (result && result.ok) {
        window.location.href = '/members';
        return;
      }
      if (result && result.error.error === 'login_locked') {
        const minutes = (result.error as { minutes?: number }).minutes ?? retryMinutes(result.error);
        setError(t('login.locked', { minutes }));
      } else if (result && (result.status === 401 || result.error.error === 'login_failed')) {
        setError(t('login.failed'));
      } else {
        setError(t('error.generic'));
      }
    } catch {
      setError(t('error.generic'));
    }
    setBusy(false);
  }

  return (
    <Container>
      <AuthCard aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <form method="post" action="/login" onSubmit={(e) => void submit(e)} noValidate>
          <Field id="login-email" label={t('login.email')}>
            <Input id="login-email" name="email" type="email" autoComplete="email" required />
          </Field>
          <Field id="login-password" label={t('login.password')}>
            <Input id="login-password" name="password" type="password" autoComplete="current-password" required />
          </Field>
          <ForgotLink href="/reset-password">{t('login.forgotPassword')}</ForgotLink>
          {error && <Notice tone="danger">{error}</Notice>}
          <Button type="submit" $block disabled={busy} aria-busy={busy}>
            <LogIn size={20} aria-hidden="true" />
            {busy ? t('login.busy') : t('login.submit')}
          </Button>
        </form>
        <p className="muted">
          {t('login.noAccount')} <a href="/signup">{t('login.signupLink')}</a>
        </p>
      </AuthCard>
    </Container>
  );
}
