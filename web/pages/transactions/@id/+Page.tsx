import { History } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useData } from 'vike-react/useData';
import { PaymentColumn } from '../../../components/credits/payment-column';
import { PaymentOutcome } from '../../../components/credits/payment-outcome';
import { Receipt } from '../../../components/credits/receipt';
import { usePaymentWatch } from '../../../components/credits/use-payment-watch';
import { ButtonLink, Container } from '../../../components/ui';
import { useT } from '../../../i18n/use-t';
import type { PaymentData } from './+data';

/**
 * /transactions/@id: the payment's page, where the provider sends her back. While it is open or pending the browser
 * asks again (payment-watch.ts); the server renders what it knows and never waits.
 */
export default observer(function PaymentPage() {
  const { payment } = useData<PaymentData>();
  const t = useT();
  const watch = usePaymentWatch(payment);
  const current = watch.payment;
  return (
    <Container>
      <PaymentColumn>
        <PaymentOutcome payment={current} checking={watch.watching} />
        {current.status !== 'open' && <Receipt payment={current} />}
        <ButtonLink className="all no-print" href="/transactions" $variant="ghost">
          <History size={18} aria-hidden="true" />
          {t('payment.all')}
        </ButtonLink>
      </PaymentColumn>
    </Container>
  );
});
