import { LoaderCircle, MailCheck, Settings } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { ApiUser } from '../../../../bff/contract/api-types';
import { usePageContext } from 'vike-react/usePageContext';
import { AuthCard } from '../../../components/auth-card';
import { Notice } from '../../../components/settings/notice';
import { ButtonLink, Container } from '../../../components/ui';
import { useT } from '../../../i18n/use-t';
import { useStore } from '../../../stores/store-context';

type State = { kind: 'busy' } | { kind: 'done'; email: string } | { kind: 'link_invalid' } | { kind: 'email_taken' } | { kind: 'failed' };

const spin = keyframes`to { transform: rotate(360deg); }`;
const Busy = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
  svg {
    animation: ${spin} 1s linear infinite;
    color: ${(p) => p.theme.colors.secondaryStrong};
  }
`;

/** The link mailed to the new address: the page posts its token once on arrival (POST /api/mail-change-do.php). */
export default observer(function MailChangeDoPage() {
  const t = useT();
  const store = useStore();
  const token = usePageContext().urlParsed.search.token ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'busy' } : { kind: 'link_invalid' });
  const posted = useRef(false);

  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true; // a link is single-use: never post it twice (React's strict mode runs effects twice)
    store.api
      .post<{ ok: true; email: string }>('/api/mail-change-do.php', { token })
      .then((answer) => {
        if (!answer) return setState({ kind: 'failed' });
        if (answer.ok) {
          const user = store.session.user;
          if (user) store.session.setUser({ ...user, email: answer.data.email } satisfies ApiUser);
          return setState({ kind: 'done', email: answer.data.email });
        }
        const code = answer.error.error;
        setState(code === 'link_invalid' ? { kind: 'link_invalid' } : code === 'email_taken' ? { kind: 'email_taken' } : { kind: 'failed' });
      })
      .catch(() => setState({ kind: 'failed' }));
  }, [store, token]);

  const loggedIn = store.session.loggedIn;
  const next = loggedIn ? (
    <ButtonLink href="/settings" $variant={state.kind === 'done' ? 'secondary' : 'primary'} $block>
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
      <AuthCard aria-labelledby="mail-change-title" aria-busy={state.kind === 'busy'}>
        {state.kind === 'done' && <MailCheck size={40} aria-hidden="true" color="#4a6b12" />}
        <h1 id="mail-change-title">{t(state.kind === 'done' ? 'account.mailChangeDoneTitle' : 'account.mailChangeTitle')}</h1>
        {state.kind === 'busy' && (
          <Busy role="status">
            <LoaderCircle size={24} aria-hidden="true" />
            {t('account.mailChangeBusy')}
          </Busy>
        )}
        {state.kind === 'done' && (
          <>
            <Notice tone="success">
              {t('account.mailChangeDone', { email: state.email })} {t('account.mailChangeDoneHint')}
            </Notice>
            {next}
          </>
        )}
        {state.kind === 'link_invalid' && (
          <>
            <Notice tone="danger">{t('reset.linkInvalid')}</Notice>
            <p className="muted">{t('account.mailChangeRetry')}</p>
            {next}
          </>
        )}
        {state.kind === 'email_taken' && (
          <>
            <Notice tone="danger">{t('error.emailTaken')}</Notice>
            {next}
          </>
        )}
        {state.kind === 'failed' && <Notice tone="danger">{t('error.generic')}</Notice>}
      </AuthCard>
    </Container>
  );
});
