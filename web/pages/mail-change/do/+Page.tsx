import { MailCheck, Settings } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { AuthCard } from '../../../components/auth-card';
import { BusyLine } from '../../../components/busy-line';
import { Notice } from '../../../components/settings/notice';
import { useErrorText } from '../../../components/use-error-text';
import { ButtonLink, Container } from '../../../components/ui';
import { useT } from '../../../i18n/use-t';
import { EmailChangeConfirmation } from '../../../stores/email-change';
import { useLocalStore, useStore } from '../../../stores/store-context';
import { theme } from '../../../theme/theme';

/** The link mailed to the new address: the page posts its token once on arrival (POST /api/mail-change-do.php). */
export default observer(function MailChangeDoPage() {
  const t = useT();
  const store = useStore();
  const token = usePageContext().urlParsed.search.token ?? '';
  const confirmation = useLocalStore((root) => new EmailChangeConfirmation(root.endpoints, root.session, token));
  const state = confirmation.state;
  const code = confirmation.problem?.code;
  const text = useErrorText();

  useEffect(() => {
    void confirmation.confirm();
  }, [confirmation]);

  const loggedIn = store.session.loggedIn;
  const next = loggedIn ? (
    <ButtonLink href="/settings" $variant={state === 'done' ? 'secondary' : 'primary'} $block>
      <Settings size={18} aria-hidden="true" />
      {t('account.toSettings')}
    </ButtonLink>
  ) : (
    <ButtonLink href="/login" $block>
      {t('account.toLogin')}
    </ButtonLink>
  );

  return (
    <Container>
      <AuthCard aria-labelledby="mail-change-title" aria-busy={state === 'busy'}>
        {state === 'done' && <MailCheck size={40} aria-hidden="true" color={theme.colors.successStrong} />}
        <h1 id="mail-change-title">{t(state === 'done' ? 'account.mailChangeDoneTitle' : 'account.mailChangeTitle')}</h1>
        {state === 'busy' && (
          <BusyLine>{t('account.mailChangeBusy')}</BusyLine>
        )}
        {state === 'done' && (
          <>
            <Notice tone="success">
              {t('account.mailChangeDone', { email: confirmation.email })} {t('account.mailChangeDoneHint')}
            </Notice>
            {next}
          </>
        )}
        {state === 'failed' && (
          <>
            <Notice tone="danger">{text(confirmation.problem)}</Notice>
            {code === 'link_invalid' && <p className="muted">{t('account.mailChangeRetry')}</p>}
            {(code === 'link_invalid' || code === 'email_taken') && next}
          </>
        )}
      </AuthCard>
    </Container>
  );
});
