import { CheckCircle2, MailCheck } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { usePageContext } from 'vike-react/usePageContext';
import { Activating } from '../../components/signup/activating';
import { ActivationPanel } from '../../components/signup/activation-panel';
import { ActivationSent } from '../../components/signup/activation-sent';
import { ButtonLink } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';

/** /complete-signup: confirm the email (SPEC §2, §4). The message renders on the server, so it reads without JS. */
export default observer(function CompleteSignupPage() {
  const t = useT();
  const store = useStore();
  const token = usePageContext().urlParsed.search.token;
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

  return <ActivationSent email={user.email} />;
});
