import { CheckCircle2, Loader2, MailCheck } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import type { ApiUser } from '../../../bff/contract/api-types';
import { ActivationCard } from '../../components/signup/activation-card';
import { ResendActivation } from '../../components/signup/resend-activation';
import { Alert, ButtonLink, Container } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinner = styled(Loader2)`
  animation: ${spin} 900ms linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The token from a mail link: activate on mount, then the done or error page. */
function Activating({ token }: { token: string }) {
  const t = useT();
  const store = useStore();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const result = await store.api.post<{ user: ApiUser }>('/api/activate.php', { token });
        if (result && result.ok) {
          store.session.setUser(result.data.user);
          await navigate('/activate/done', { overwriteLastHistoryEntry: true });
        } else if (result && result.status === 400) {
          await navigate('/activate/error', { overwriteLastHistoryEntry: true });
        } else setFailed(true);
      } catch {
        setFailed(true);
      }
    })();
  }, [store, token]);

  return (
    <ActivationCard aria-labelledby="activation-title" aria-busy={!failed}>
      <span className="badge" data-tone="info" aria-hidden="true">
        <Spinner size={30} />
      </span>
      <h1 id="activation-title">{t('activation.confirming')}</h1>
      {failed && (
        <Alert role="alert" $tone="danger">
          {t('error.generic')}
        </Alert>
      )}
    </ActivationCard>
  );
}

/** /complete-signup: confirm the email (SPEC §2, §4). The message renders on the server, so it reads without JS. */
export default observer(function CompleteSignupPage() {
  const t = useT();
  const store = useStore();
  const { urlParsed } = usePageContext();
  const token = urlParsed.search.token;
  const user = store.session.user;

  if (token) {
    return (
      <Container>
        <Activating token={token} />
      </Container>
    );
  }

  if (!user) {
    return (
      <Container>
        <ActivationCard aria-labelledby="activation-title">
          <span className="badge" aria-hidden="true">
            <MailCheck size={30} />
          </span>
          <h1 id="activation-title">{t('activation.title')}</h1>
          <p>{t('activation.loginFirst')}</p>
          <div className="actions">
            <ButtonLink href="/login">{t('activation.loginLink')}</ButtonLink>
          </div>
        </ActivationCard>
      </Container>
    );
  }

  if (user.status !== 'not_confirmed') {
    return (
      <Container>
        <ActivationCard aria-labelledby="activation-title">
          <span className="badge" aria-hidden="true">
            <CheckCircle2 size={30} />
          </span>
          <h1 id="activation-title">{t('activation.alreadyConfirmed')}</h1>
          <div className="actions">
            <ButtonLink href="/members">{t('activation.cardMembersCta')}</ButtonLink>
          </div>
        </ActivationCard>
      </Container>
    );
  }

  return (
    <Container>
      <ActivationCard aria-labelledby="activation-title">
        <span className="badge" aria-hidden="true">
          <MailCheck size={30} />
        </span>
        <h1 id="activation-title">{t('activation.title')}</h1>
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
      </ActivationCard>
    </Container>
  );
});
