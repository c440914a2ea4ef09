import { useMemo } from 'react';
import type { OrderData } from '../../pages/credits/@id/+data';
import { CreditOrder } from '../../stores/credit-order';
import { useStore } from '../../stores/store-context';

/** The order page's store for its data, and "Betalen": to the provider's checkout (or the direct-debit form) when it may go. */
export function useCreditOrder(data: OrderData) {
  const store = useStore();
  const order = useMemo(() => new CreditOrder(data.bundle, data.methods, data.chosen, data.discount, store.endpoints, data.passed), [data, store]);
  async function pay() {
    const next = await order.pay();
    if (next) window.location.assign(next);
  }
  return { order, pay };
}
