import { ArrowLeft, MailCheck, Send } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { AuthCard } from '../../components/auth-card';
import { EmailField } from '../../components/email-field';
import { formValues } from '../../components/form';
import { Notice } from '../../components/settings/notice';
import { ButtonLink, Container } from '../../components/ui';
import { useErrorText } from '../../components/use-error-text';
import { useT } from '../../i18n/use-t';
import { PasswordResetRequest } from '../../stores/password-reset';
import { useLocalStore } from '../../stores/store-context';
import { theme } from '../../theme/theme';
import { BusyButton } from '../../components/busy-button';

/** Step 1 of a forgotten password: the address → a mail with a link to /reset-password/do. */
export default observer(function ResetPasswordPage() {
  const t = useT();
  const text = useErrorText();
  const reset = useLocalStore((store) => new PasswordResetRequest(store.endpoints));
  const { busy, problem } = reset.form;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void reset.request(formValues(event.currentTarget, ['email']).email);
  }

  if (reset.sentTo) {
    return (
      <Container>
        <AuthCard aria-labelledby="reset-title">
          <MailCheck size={40} aria-hidden="true" color={theme.colors.secondaryStrong} />
          <h1 id="reset-title">{t('reset.sentTitle')}</h1>
          <Notice tone="success">{t('reset.sent', { email: reset.sentTo })}</Notice>
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
        <form method="post" action="/reset-password" onSubmit={submit} noValidate>
          <EmailField id="reset-email" label={t('reset.email')} form={reset.form} />
          {problem && <Notice tone="danger">{text(problem)}</Notice>}
          <BusyButton $block busy={busy} icon={Send} label={t('reset.submit')} busyLabel={t('reset.busy')} />
        </form>
        <p className="muted">
          <a href="/login">{t('reset.backToLogin')}</a>
        </p>
      </AuthCard>
    </Container>
  );
});
