import { useEffect, useMemo } from 'react';
import type { ApiPayment } from '../../../bff/contract/api-types';
import { PaymentWatch } from '../../stores/payment-watch';
import { useStore } from '../../stores/store-context';

/** The payment as the browser keeps asking for it while it is open or pending (payment-watch.ts), until the page goes. */
export function usePaymentWatch(payment: ApiPayment): PaymentWatch {
  const store = useStore();
  const watch = useMemo(() => new PaymentWatch(payment, store.endpoints, store.session), [payment, store]);
  useEffect(() => {
    void watch.watch();
    return () => watch.stop();
  }, [watch]);
  return watch;
}
