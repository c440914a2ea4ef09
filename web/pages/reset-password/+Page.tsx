import { observer } from 'mobx-react-lite';
import { AuthCard } from '../../components/auth-card';
import { AuthCardHead } from '../../components/auth-card-head';
import { ResetMailSent } from '../../components/password-reset/reset-outcome-cards';
import { ResetRequestForm } from '../../components/password-reset/reset-request-form';
import { Container } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { PasswordResetRequest } from '../../stores/password-reset';
import { useLocalStore } from '../../stores/store-context';

/** Step 1 of a forgotten password: the address → a mail with a link to /reset-password/do. */
export default observer(function ResetPasswordPage() {
  const t = useT();
  const reset = useLocalStore((store) => new PasswordResetRequest(store.endpoints));
  if (reset.sentTo) return <ResetMailSent email={reset.sentTo} />;
  return (
    <Container>
      <AuthCard aria-labelledby="reset-title">
        <AuthCardHead id="reset-title" title={t('reset.title')} intro={t('reset.intro')} />
        <ResetRequestForm reset={reset} />
        <p className="muted">
          <a href="/login">{t('reset.backToLogin')}</a>
        </p>
      </AuthCard>
    </Container>
  );
});
