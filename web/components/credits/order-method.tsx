import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/use-t';
import type { CreditOrder } from '../../stores/credit-order';
import { useStore } from '../../stores/store-context';
import { Alert } from '../ui';
import { MethodChoice } from './method-choice';
import { OrderSection } from './order-layout';

/** The order's payment method: her country's methods to choose from (none: whom to ask), the problem when none is chosen. */
export const OrderMethod = observer(function OrderMethod({ order }: { order: CreditOrder }) {
  const t = useT();
  const store = useStore();
  const { form } = order;
  return (
    <OrderSection>
      {order.methods.length === 0 ? (
        <Alert>{t('credits.unavailable', { email: store.settings.settings.support_email })}</Alert>
      ) : (
        <MethodChoice
          id="order-methods"
          legend={t('order.method')}
          methods={order.methods}
          value={order.method}
          onChange={(method) => order.choose(method)}
          errorId={form.errors.method ? 'order-method-error' : undefined}
        />
      )}
      {form.errors.method && (
        <Alert id="order-method-error" role="alert">
          {t('order.methodRequired')}
        </Alert>
      )}
    </OrderSection>
  );
});
