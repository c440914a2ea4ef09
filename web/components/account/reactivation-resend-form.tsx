import { Send } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { ReactivationRequest } from '../../stores/reactivation';
import { useLocalStore } from '../../stores/store-context';
import { BusyButton } from '../busy-button';
import { EmailField } from '../email-field';
import { formValues } from '../form';
import { Notice } from '../settings/notice';
import { useErrorText } from '../use-error-text';

const Resend = styled.section`
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding-top: ${(p) => p.theme.space(2.5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  h2 {
    font-size: ${(p) => p.theme.font.size.lead};
    margin: 0;
  }
`;

/** "Heractivatie-mail opnieuw sturen": POST /api/reactivate.php answers the same whether or not the address has a deleted account. */
export const ReactivationResendForm = observer(function ReactivationResendForm() {
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
