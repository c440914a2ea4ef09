import { HeartHandshake, RotateCcw, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { usePageContext } from 'vike-react/usePageContext';
import type { ApiUser } from '../../../bff/contract/api-types';
import { AuthCard } from '../../components/auth-card';
import { Field, Input } from '../../components/form';
import { describedBy, rateLimitedText } from '../../components/settings/errors';
import { Notice } from '../../components/settings/notice';
import { Button, Container } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { isValidEmail } from '../../../domain/accounts/signup-rules';

const Resend = styled.section`
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding-top: ${(p) => p.theme.space(2.5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  h2 {
    font-size: 18px;
    margin: 0;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.primarySoft};
  color: ${(p) => p.theme.colors.primary};
`;

/** "Heractivatie-mail opnieuw sturen": POST /api/reactivate.php answers the same whether or not the address has a deleted account. */
function ResendForm() {
  const t = useT();
  const store = useStore();
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setResult(null);
    if (!email) return setError(t('error.required'));
    if (!isValidEmail(email)) return setError(t('error.invalidEmail'));
    setError(undefined);
    setBusy(true);
    try {
      const answer = await store.api.post<{ ok: true }>('/api/reactivate.php', { email });
      if (answer && answer.ok) setResult({ tone: 'success', text: t('account.resendDone', { email }) });
      else if (answer && answer.error.error === 'invalid_input') setError(t('error.invalidEmail'));
      else if (answer && answer.status === 429) setResult({ tone: 'danger', text: rateLimitedText(t, answer.error) });
      else setResult({ tone: 'danger', text: t('error.generic') });
    } catch {
      setResult({ tone: 'danger', text: t('error.generic') });
    }
    setBusy(false);
  }

  return (
    <Resend aria-labelledby="resend-title">
      <h2 id="resend-title">{t('account.resendTitle')}</h2>
      <p className="muted">{t('account.resendText')}</p>
      <form method="post" action="/account-deleted" onSubmit={(e) => void submit(e)} noValidate>
        <Field id="resend-email" label={t('account.resendEmail')} error={error}>
          <Input id="resend-email" name="email" type="email" autoComplete="email" $invalid={!!error} onChange={() => error && setError(undefined)} {...describedBy('resend-email', error)} />
        </Field>
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <Button type="submit" $variant="secondary" $block disabled={busy} aria-busy={busy}>
          <Send size={18} aria-hidden="true" />
          {busy ? t('account.resendBusy') : t('account.resendSubmit')}
        </Button>
      </form>
    </Resend>
  );
}

/** After deletion a goodbye; with the mailed ?token= a button that reactivates (POST /api/reactivate-do.php). */
export default function AccountDeletedPage() {
  const t = useT();
  const store = useStore();
  const token = usePageContext().urlParsed.search.token ?? '';
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function reactivate() {
    setError(null);
    setBusy(true);
    try {
      const answer = await store.api.post<{ user: ApiUser }>('/api/reactivate-do.php', { token });
      if (answer && answer.ok) {
        window.location.href = '/members';
        return;
      }
      if (answer && answer.error.error === 'link_invalid') setLinkInvalid(true);
      else setError(t('error.generic'));
    } catch {
      setError(t('error.generic'));
    }
    setBusy(false);
  }

  if (token && !linkInvalid) {
    return (
      <Container>
        <AuthCard aria-labelledby="deleted-title">
          <Icon aria-hidden="true">
            <HeartHandshake size={28} />
          </Icon>
          <div>
            <h1 id="deleted-title">{t('account.reactivateTitle')}</h1>
            <p className="muted" style={{ marginTop: 8 }}>
              {t('account.reactivateText')}
            </p>
          </div>
          {error && <Notice tone="danger">{error}</Notice>}
          <Button type="button" $block disabled={busy} aria-busy={busy} onClick={() => void reactivate()}>
            <RotateCcw size={18} aria-hidden="true" />
            {busy ? t('account.reactivateBusy') : t('account.reactivate')}
          </Button>
        </AuthCard>
      </Container>
    );
  }

  return (
    <Container>
      <AuthCard aria-labelledby="deleted-title">
        <Icon aria-hidden="true">
          <HeartHandshake size={28} />
        </Icon>
        <h1 id="deleted-title">{t(linkInvalid ? 'account.reactivateTitle' : 'account.deletedTitle')}</h1>
        {linkInvalid ? (
          <Notice tone="danger">{t('reset.linkInvalid')}</Notice>
        ) : (
          <>
            <p>{t('account.deletedText')}</p>
            <Notice tone="info">{t('account.deletedReactivate')}</Notice>
          </>
        )}
        <ResendForm />
      </AuthCard>
    </Container>
  );
}
