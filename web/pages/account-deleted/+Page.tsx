import { HeartHandshake, RotateCcw, Send } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { usePageContext } from 'vike-react/usePageContext';
import { AuthCard } from '../../components/auth-card';
import { EmailField } from '../../components/email-field';
import { formValues } from '../../components/form';
import { Notice } from '../../components/settings/notice';
import { Container, roundBadge } from '../../components/ui';
import { useErrorText } from '../../components/use-error-text';
import { useT } from '../../i18n/use-t';
import { Reactivation, ReactivationRequest } from '../../stores/reactivation';
import { useLocalStore } from '../../stores/store-context';
import { BusyButton } from '../../components/busy-button';

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
  ${roundBadge(56)}
  background: ${(p) => p.theme.colors.primarySoft};
  color: ${(p) => p.theme.colors.primary};
`;

/** "Heractivatie-mail opnieuw sturen": POST /api/reactivate.php answers the same whether or not the address has a deleted account. */
const ResendForm = observer(function ResendForm() {
  const t = useT();
  const text = useErrorText();
  const resend = useLocalStore((store) => new ReactivationRequest(store.endpoints));
  const { busy, problem } = resend.form;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void resend.request(formValues(event.currentTarget, ['email']).email);
  }

  return (
    <Resend aria-labelledby="resend-title">
      <h2 id="resend-title">{t('account.resendTitle')}</h2>
      <p className="muted">{t('account.resendText')}</p>
      <form method="post" action="/account-deleted" onSubmit={(e) => void submit(e)} noValidate>
        <EmailField id="resend-email" label={t('account.resendEmail')} form={resend.form} />
        {problem && <Notice tone="danger">{text(problem)}</Notice>}
        {resend.sentTo && <Notice tone="success">{t('account.resendDone', { email: resend.sentTo })}</Notice>}
        <BusyButton $variant="secondary" $block busy={busy} icon={Send} label={t('account.resendSubmit')} busyLabel={t('account.resendBusy')} />
      </form>
    </Resend>
  );
});

/** The card of this page: the heart of a goodbye, then what the page says. */
function FarewellCard({ children }: { children: ReactNode }) {
  return (
    <Container>
      <AuthCard aria-labelledby="deleted-title">
        <Icon aria-hidden="true">
          <HeartHandshake size={28} />
        </Icon>
        {children}
      </AuthCard>
    </Container>
  );
}

/** After deletion a goodbye; with the mailed ?token= a button that reactivates (POST /api/reactivate-do.php). */
export default observer(function AccountDeletedPage() {
  const t = useT();
  const text = useErrorText();
  const token = usePageContext().urlParsed.search.token ?? '';
  const reactivation = useLocalStore((store) => new Reactivation(store.endpoints, token));
  const { busy, problem } = reactivation.form;
  const linkInvalid = reactivation.linkInvalid;

  async function reactivate() {
    if (await reactivation.reactivate()) window.location.href = '/members';
  }

  if (token && !linkInvalid) {
    return (
      <FarewellCard>
        <div>
          <h1 id="deleted-title">{t('account.reactivateTitle')}</h1>
          <p className="muted" style={{ marginTop: 8 }}>
            {t('account.reactivateText')}
          </p>
        </div>
        {problem && <Notice tone="danger">{text(problem)}</Notice>}
        <BusyButton
          type="button"
          $block
          busy={busy}
          icon={RotateCcw}
          label={t('account.reactivate')}
          busyLabel={t('account.reactivateBusy')}
          onClick={() => void reactivate()}
        />
      </FarewellCard>
    );
  }

  return (
    <FarewellCard>
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
    </FarewellCard>
  );
});
