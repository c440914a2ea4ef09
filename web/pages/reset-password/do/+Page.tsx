import { observer } from 'mobx-react-lite';
import { usePageContext } from 'vike-react/usePageContext';
import { AuthCard } from '../../../components/auth-card';
import { AuthCardHead } from '../../../components/auth-card-head';
import { NewPasswordForm } from '../../../components/password-reset/new-password-form';
import { ResetDone, ResetLinkInvalid } from '../../../components/password-reset/reset-outcome-cards';
import { Container } from '../../../components/ui';
import { useT } from '../../../i18n/use-t';
import { PasswordReset } from '../../../stores/password-reset';
import { useLocalStore } from '../../../stores/store-context';

/** Step 2 of a forgotten password: the mailed link's token and two matching new passwords. */
export default observer(function ResetPasswordDoPage() {
  const t = useT();
  const token = usePageContext().urlParsed.search.token ?? '';
  const reset = useLocalStore((store) => new PasswordReset(store.endpoints, token));
  if (reset.done) return <ResetDone />;
  if (reset.linkInvalid) return <ResetLinkInvalid />;
  return (
    <Container>
      <AuthCard aria-labelledby="reset-title">
        <AuthCardHead id="reset-title" title={t('reset.doTitle')} intro={t('reset.doIntro')} />
        <NewPasswordForm reset={reset} token={token} />
      </AuthCard>
    </Container>
  );
});
