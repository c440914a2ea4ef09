import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { CreditOrder } from '../../stores/credit-order';
import { useMoney, usePerMessage } from './money';
import { OrderSection } from './order-layout';
import { Figure, Was } from './parts';

const Bundle = styled.div`
  display: flex;
  flex-direction: column;
  .line {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    column-gap: ${(p) => p.theme.space(2)};
  }
  .label {
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .credits {
    font-size: ${(p) => p.theme.font.size.xl};
    font-weight: 800;
  }
  .per {
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .price {
    display: inline-flex;
    align-items: baseline;
    gap: ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.font.size.xl};
    font-weight: 700;
  }
  .price ${Was} {
    font-size: ${(p) => p.theme.font.size.md};
  }
`;

/** The bundle ordered: its credits, what she pays for the method and code chosen (the list price struck beside it), a message's price. */
export const OrderBundle = observer(function OrderBundle({ order }: { order: CreditOrder }) {
  const t = useT();
  const money = useMoney();
  const perMessage = usePerMessage();
  const { bundle } = order;
  const currency = bundle.currency;
  return (
    <OrderSection aria-labelledby="order-bundle">
      <h2 id="order-bundle" className="visually-hidden">
        {t('order.bundle')}
      </h2>
      <Bundle>
        <span className="label">{t('order.bundle')}</span>
        <span className="line">
          <span className="credits">
            <Figure>{t('credits.bundle.credits', { credits: bundle.credits })}</Figure>
          </span>
          {/* What she pays for the method and code chosen, the list price struck beside it: the message's price is of the same figure. */}
          <span className="price" data-testid="order-bundle-price">
            {order.applied && <Was>{money(order.listAmount, currency)}</Was>} <Figure>{money(order.total, currency)}</Figure>
          </span>
        </span>
        <span className="per" data-testid="order-per-message">
          <Figure>{t('credits.bundle.messages', { messages: bundle.messages })}</Figure> ·{' '}
          <Figure>{perMessage(order.total, bundle.messages, currency)}</Figure>
        </span>
      </Bundle>
    </OrderSection>
  );
});
