import styled from 'styled-components';
import type { ApiCreditBundle } from '../../../bff/contract/api-types';
import { centsOf } from '../../i18n/money';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { Card } from '../ui';
import { useMoney, usePerMessage } from './money';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 12px 8px;
    text-align: right;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th:first-child,
  td:first-child {
    text-align: left;
    padding-left: 0;
  }
  th:last-child,
  td:last-child {
    padding-right: 0;
  }
  thead th {
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
    font-weight: 600;
  }
  tbody th {
    font-weight: 700;
  }
  .price {
    font-weight: 700;
  }
  .muted {
    color: ${(p) => p.theme.colors.textMuted};
  }
  .hide-sm {
    display: none;
    ${up('sm')} {
      display: table-cell;
    }
  }
`;

/** /pricing's bundles: credits, price in euros, messages (from a large phone on) and what a message costs. */
export function PriceTable({ bundles }: { bundles: readonly ApiCreditBundle[] }) {
  const t = useT();
  const money = useMoney();
  const perMessage = usePerMessage();
  return (
    <Card aria-labelledby="pricing-bundles">
      <h2 id="pricing-bundles">{t('pricing.bundles')}</h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('pricing.col.credits')}</th>
            <th scope="col">{t('pricing.col.price')}</th>
            <th scope="col" className="hide-sm">
              {t('pricing.col.messages')}
            </th>
            <th scope="col">{t('pricing.col.perMessage')}</th>
          </tr>
        </thead>
        <tbody>
          {bundles.map((bundle) => (
            <tr key={bundle.id}>
              <th scope="row">{t('credits.bundle.credits', { credits: bundle.credits })}</th>
              <td className="price">{money(centsOf(bundle.amount), bundle.currency)}</td>
              <td className="hide-sm muted">{bundle.messages}</td>
              <td className="muted">{perMessage(centsOf(bundle.amount), bundle.messages, bundle.currency, true)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
