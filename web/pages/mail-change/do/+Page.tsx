import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { MailChangeOutcome } from '../../../components/account/mail-change-outcome';
import { AuthCard } from '../../../components/auth-card';
import { Container } from '../../../components/ui';
import { EmailChangeConfirmation } from '../../../stores/email-change';
import { useLocalStore } from '../../../stores/store-context';

/** The link mailed to the new address: the page posts its token once on arrival (POST /api/mail-change-do.php). */
export default observer(function MailChangeDoPage() {
  const token = usePageContext().urlParsed.search.token ?? '';
  const confirmation = useLocalStore((root) => new EmailChangeConfirmation(root.endpoints, root.session, token));

  useEffect(() => {
    void confirmation.confirm();
  }, [confirmation]);

  return (
    <Container>
      <AuthCard aria-labelledby="mail-change-title" aria-busy={confirmation.state === 'busy'}>
        <MailChangeOutcome confirmation={confirmation} />
      </AuthCard>
    </Container>
  );
});
