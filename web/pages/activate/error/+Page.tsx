import { LinkIcon } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { ActivationPanel } from '../../../components/signup/activation-panel';
import { ResendActivation } from '../../../components/signup/resend-activation';
import { ButtonLink } from '../../../components/ui';
import { useT } from '../../../i18n/use-t';
import { useStore } from '../../../stores/store-context';

/** /activate/error: the link was used, expired or unknown (SPEC §8 text); a new mail, or log in first. */
export default observer(function ActivateErrorPage() {
  const t = useT();
  const store = useStore();
  const user = store.session.user;
  return (
    <ActivationPanel id="activation-error-title" icon={<LinkIcon size={30} />} title={t('activation.errorTitle')}>
      <p role="alert">{t('activation.linkInvalid')}</p>
      <div className="actions">
        {user?.status === 'not_confirmed' ? (
          <ResendActivation variant="primary" />
        ) : user ? (
          <ButtonLink href="/members">{t('activation.cardMembersCta')}</ButtonLink>
        ) : (
          <>
            <p className="muted">{t('activation.loginFirst')}</p>
            <ButtonLink href="/login">{t('activation.loginLink')}</ButtonLink>
          </>
        )}
      </div>
    </ActivationPanel>
  );
});
