import { MailCheck, Settings } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/use-t';
import type { EmailChangeConfirmation } from '../../stores/email-change';
import { useStore } from '../../stores/store-context';
import { theme } from '../../theme/theme';
import { BusyLine } from '../busy-line';
import { Notice } from '../settings/notice';
import { ButtonLink } from '../ui';
import { useErrorText } from '../use-error-text';

/** The next step after the mailed link: her settings when logged in, else the login. */
const NextStep = observer(function NextStep({ done }: { done: boolean }) {
  const t = useT();
  if (!useStore().session.loggedIn) {
    return (
      <ButtonLink href="/login" $block>
        {t('account.toLogin')}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink href="/settings" $variant={done ? 'secondary' : 'primary'} $block>
      <Settings size={18} aria-hidden="true" />
      {t('account.toSettings')}
    </ButtonLink>
  );
});

/** What the confirmation of a new address says: busy, done with the new address, or why it failed. */
export const MailChangeOutcome = observer(function MailChangeOutcome({ confirmation }: { confirmation: EmailChangeConfirmation }) {
  const t = useT();
  const text = useErrorText();
  const { state } = confirmation;
  const code = confirmation.problem?.code;
  return (
    <>
      {state === 'done' && <MailCheck size={40} aria-hidden="true" color={theme.colors.successStrong} />}
      <h1 id="mail-change-title">{t(state === 'done' ? 'account.mailChangeDoneTitle' : 'account.mailChangeTitle')}</h1>
      {state === 'busy' && <BusyLine>{t('account.mailChangeBusy')}</BusyLine>}
      {state === 'done' && (
        <>
          <Notice tone="success">
            {t('account.mailChangeDone', { email: confirmation.email })} {t('account.mailChangeDoneHint')}
          </Notice>
          <NextStep done />
        </>
      )}
      {state === 'failed' && (
        <>
          <Notice tone="danger">{text(confirmation.problem)}</Notice>
          {code === 'link_invalid' && <p className="muted">{t('account.mailChangeRetry')}</p>}
          {(code === 'link_invalid' || code === 'email_taken') && <NextStep done={false} />}
        </>
      )}
    </>
  );
});
