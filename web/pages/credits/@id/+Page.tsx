import { ArrowLeft } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useData } from 'vike-react/useData';
import { DiscountCodeField } from '../../../components/credits/discount-code-field';
import { OrderBack, OrderLayout, OrderSection } from '../../../components/credits/order-layout';
import { OrderBundle } from '../../../components/credits/order-bundle';
import { OrderMethod } from '../../../components/credits/order-method';
import { OrderPayment } from '../../../components/credits/order-payment';
import { OrderSummary } from '../../../components/credits/order-summary';
import { MoneyPage } from '../../../components/credits/parts';
import { useCreditOrder } from '../../../components/credits/use-credit-order';
import { useLocalPath } from '../../../components/language/use-local-path';
import { Container, PageTitle } from '../../../components/ui';
import { useT } from '../../../i18n/use-t';
import type { OrderData } from './+data';

/** /credits/@id/@paymentmethod: the order overview (SPEC §2) — bundle, method, discount code, total, consent, pay. */
export default observer(function OrderPage() {
  const t = useT();
  const localPath = useLocalPath();
  const { order, pay } = useCreditOrder(useData<OrderData>());
  return (
    <Container>
      <MoneyPage>
        <div>
          <OrderBack href={localPath('/credits')} $variant="ghost">
            <ArrowLeft size={18} aria-hidden="true" />
            {t('order.change')}
          </OrderBack>
          <PageTitle>{t('order.title')}</PageTitle>
        </div>
        <OrderLayout
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <div className="main">
            <OrderBundle order={order} />
            <OrderMethod order={order} />
          </div>
          <div className="side">
            <OrderSection aria-labelledby="order-summary">
              <h2 id="order-summary" className="visually-hidden">
                {t('order.total')}
              </h2>
              <DiscountCodeField order={order} />
              <OrderSummary order={order} />
              <OrderPayment order={order} />
            </OrderSection>
          </div>
        </OrderLayout>
      </MoneyPage>
    </Container>
  );
});
