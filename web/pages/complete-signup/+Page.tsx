import { CheckCircle2, Loader2, MailCheck } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { ActivationPanel } from '../../components/signup/activation-panel';
import { ResendActivation } from '../../components/signup/resend-activation';
import { Alert, ButtonLink } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useErrorText } from '../../components/use-error-text';
import { Activation } from '../../stores/activation';
import { useLocalStore, useStore } from '../../stores/store-context';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinner = styled(Loader2)`
  animation: ${spin} 900ms linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The token from a mail link: activate on mount, then the done or error page. */
const Activating = observer(function Activating({ token }: { token: string }) {
  const t = useT();
  const text = useErrorText();
  const activation = useLocalStore((store) => new Activation(store.endpoints, store.session));
  const failed = activation.outcome === 'failed';

  useEffect(() => {
    void activation.activate(token).then((outcome) => {
      if (outcome === 'done') return navigate('/activate/done', { overwriteLastHistoryEntry: true });
      if (outcome === 'link_invalid') return navigate('/activate/error', { overwriteLastHistoryEntry: true });
    });
  }, [activation, token]);

  return (
    <ActivationPanel icon={<Spinner size={30} />} tone="info" title={t('activation.confirming')} busy={!failed}>
      {failed && (
        <Alert role="alert" $tone="danger">
          {text(activation.form.problem)}
        </Alert>
      )}
    </ActivationPanel>
  );
});

/** /complete-signup: confirm the email (SPEC §2, §4). The message renders on the server, so it reads without JS. */
export default observer(function CompleteSignupPage() {
  const t = useT();
  const store = useStore();
  const { urlParsed } = usePageContext();
  const token = urlParsed.search.token;
  const user = store.session.user;

  if (token) return <Activating token={token} />;

  if (!user) {
    return (
      <ActivationPanel icon={<MailCheck size={30} />} title={t('activation.title')}>
        <p>{t('activation.loginFirst')}</p>
        <div className="actions">
          <ButtonLink href="/login">{t('activation.loginLink')}</ButtonLink>
        </div>
      </ActivationPanel>
    );
  }

  if (user.status !== 'not_confirmed') {
    return (
      <ActivationPanel icon={<CheckCircle2 size={30} />} title={t('activation.alreadyConfirmed')}>
        <div className="actions">
          <ButtonLink href="/members">{t('activation.cardMembersCta')}</ButtonLink>
        </div>
      </ActivationPanel>
    );
  }

  return (
    <ActivationPanel icon={<MailCheck size={30} />} title={t('activation.title')}>
      <p>
        <FormattedMessage id="activation.sentTo" values={{ email: <span className="email">{user.email}</span> }} />
      </p>
      <p className="muted">{t('activation.whyConfirm')}</p>
      <p className="muted">{t('activation.noMail')}</p>
      <div className="actions">
        <ResendActivation variant="primary" />
        <ButtonLink href="/members?api_signup_complete=1" $variant="secondary">
          {t('activation.browseMembers')}
        </ButtonLink>
      </div>
    </ActivationPanel>
  );
});
