import { observer } from 'mobx-react-lite';
import { usePageContext } from 'vike-react/usePageContext';
import { FarewellCard } from '../../components/account/farewell-card';
import { ReactivateOffer } from '../../components/account/reactivate-offer';
import { ReactivationResendForm } from '../../components/account/reactivation-resend-form';
import { Notice } from '../../components/settings/notice';
import { useT } from '../../i18n/use-t';
import { Reactivation } from '../../stores/reactivation';
import { useLocalStore } from '../../stores/store-context';

/** After deletion a goodbye; with the mailed ?token= a button that reactivates (POST /api/reactivate-do.php). */
export default observer(function AccountDeletedPage() {
  const t = useT();
  const token = usePageContext().urlParsed.search.token ?? '';
  const reactivation = useLocalStore((store) => new Reactivation(store.endpoints, token));
  const linkInvalid = reactivation.linkInvalid;

  if (token && !linkInvalid) {
    return (
      <FarewellCard>
        <ReactivateOffer reactivation={reactivation} />
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
      <ReactivationResendForm />
    </FarewellCard>
  );
});
