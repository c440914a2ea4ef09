import { observer } from 'mobx-react-lite';
import { useData } from 'vike-react/useData';
import { BundleChoice } from '../../components/direct-debit/bundle-choice';
import { DirectDebitUnavailable } from '../../components/direct-debit/direct-debit-unavailable';
import { OrderForm } from '../../components/direct-debit/order-form';
import { Intro } from '../../components/direct-debit/parts';
import { Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import type { DirectDebitData } from './+data';

/** SPEC §2 /directdebit: the direct-debit form, in the order of the spec, with an SMS code; the order then shows on /transactions. */
export default observer(function DirectDebitPage() {
  const t = useT();
  const { offer, bundle, offered } = useData<DirectDebitData>();
  return (
    <Container>
      <PageTitle>{t('directdebit.title')}</PageTitle>
      {!offered ? (
        <DirectDebitUnavailable />
      ) : bundle ? (
        <>
          <Intro>{t('directdebit.intro')}</Intro>
          <OrderForm offer={offer} bundle={bundle} />
        </>
      ) : (
        <BundleChoice bundles={offer.bundles} />
      )}
    </Container>
  );
});
