import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { CreditOrder } from '../../stores/credit-order';
import { useMoney } from './money';
import { Figure, Was } from './parts';

const Summary = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: 8px;
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  .discount {
    color: ${(p) => p.theme.colors.successStrong};
  }
  .total {
    padding-top: 12px;
    border-top: 1px solid ${(p) => p.theme.colors.border};
    font-size: ${(p) => p.theme.font.size.lg};
    font-weight: 800;
    color: ${(p) => p.theme.colors.text};
  }
`;

/** The VAT line under the summary: a paragraph of its own, as a <dl> holds only its terms and descriptions. */
const Vat = styled.p`
  margin: -8px 0 0;
  font-size: ${(p) => p.theme.font.size.xs};
  color: ${(p) => p.theme.colors.textMuted};
  text-align: right;
`;

/** The order's sum: the list price, the discount that applies, the total she pays, VAT included. */
export const OrderSummary = observer(function OrderSummary({ order }: { order: CreditOrder }) {
  const t = useT();
  const money = useMoney();
  const { applied } = order;
  const currency = order.bundle.currency;
  return (
    <>
      <Summary>
        <dt>{t('order.price')}</dt>
        <dd>{applied ? <Was>{money(order.listAmount, currency)}</Was> : <Figure>{money(order.listAmount, currency)}</Figure>}</dd>
        {applied && (
          <>
            <dt className="discount">{t('order.discount', { percentage: applied.percentage })}</dt>
            <dd className="discount">
              <Figure>−{money(order.discountAmount, currency)}</Figure>
            </dd>
          </>
        )}
        <dt className="total">{t('order.total')}</dt>
        <dd className="total" data-testid="order-total">
          <Figure>{money(order.total, currency)}</Figure>
        </dd>
      </Summary>
      <Vat>{t('order.vat')}</Vat>
    </>
  );
});
