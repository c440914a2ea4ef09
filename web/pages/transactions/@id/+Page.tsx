import { History } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { PaymentOutcome } from '../../../components/credits/payment-outcome';
import { Receipt } from '../../../components/credits/receipt';
import { ButtonLink, Container } from '../../../components/ui';
import { useT } from '../../../i18n/use-t';
import { PaymentWatch } from '../../../stores/payment-watch';
import { useStore } from '../../../stores/store-context';
import type { PaymentData } from './+data';

const Column = styled.div`
  max-width: 720px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  .all {
    align-self: center;
  }
`;

/**
 * /transactions/@id: the payment's page, where the provider sends her back. While it is open or pending the browser
 * asks again (payment-watch.ts); the server renders what it knows and never waits.
 */
export default observer(function PaymentPage() {
  const { payment } = useData<PaymentData>();
  const store = useStore();
  const t = useT();
  const watch = useMemo(() => new PaymentWatch(payment, store.endpoints, store.session), [payment, store]);
  useEffect(() => {
    void watch.watch();
    return () => watch.stop();
  }, [watch]);
  const current = watch.payment;
  return (
    <Container>
      <Column>
        <PaymentOutcome payment={current} checking={watch.watching} />
        {current.status !== 'open' && <Receipt payment={current} />}
        <ButtonLink className="all no-print" href="/transactions" $variant="ghost">
          <History size={18} aria-hidden="true" />
          {t('payment.all')}
        </ButtonLink>
      </Column>
    </Container>
  );
});
