import { MailCheck } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { useT } from '../../i18n/use-t';
import { ButtonLink } from '../ui';
import { ActivationPanel } from './activation-panel';
import { ResendActivation } from './resend-activation';

/** The mail with the link went to her address: why to confirm, a new mail, or browse meanwhile. */
export function ActivationSent({ email }: { email: string }) {
  const t = useT();
  return (
    <ActivationPanel icon={<MailCheck size={30} />} title={t('activation.title')}>
      <p>
        <FormattedMessage id="activation.sentTo" values={{ email: <span className="email">{email}</span> }} />
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
}
