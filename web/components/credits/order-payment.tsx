import { Lock } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { CreditOrder } from '../../stores/credit-order';
import { BusyButton } from '../busy-button';
import { ConsentBox } from './consent-box';
import { PaymentProblem } from './payment-problem';

const Secure = styled.p`
  margin: 0;
  display: flex;
  gap: 8px;
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.colors.textMuted};
  svg {
    flex: none;
    margin-top: 3px;
  }
`;

/** The end of the order: the consent to immediate delivery, the problem of the last try, the pay button, a word on safety. */
export const OrderPayment = observer(function OrderPayment({ order }: { order: CreditOrder }) {
  const t = useT();
  const { form } = order;
  return (
    <>
      <ConsentBox checked={order.consent} invalid={Boolean(form.errors.consent)} onChange={(checked) => order.setConsent(checked)} />
      {form.problem && <PaymentProblem problem={form.problem} methodsId="order-methods" otherMethods={order.methods.length > 1} />}
      <BusyButton busy={form.busy} $block icon={Lock} label={t(order.directDebit ? 'order.directDebit' : 'order.pay')} busyLabel={t('order.paying')} />
      <Secure>
        <Lock size={14} aria-hidden="true" />
        {t('order.secure')}
      </Secure>
    </>
  );
});
