import { ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import type { ApiPayment } from '../../../bff/contract/api-types';
import { centsOf } from '../../i18n/money';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { MethodIcon } from './method-icon';
import { methodKey } from './method-names';
import { useMoney, useShortDateTime } from './money';
import { Figure, iconTile } from './parts';
import { StatusPill } from './status-pill';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.card};
  overflow: hidden;
  li + li {
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  a {
    display: grid;
    grid-template-columns: 40px minmax(0, 1fr) auto 20px;
    grid-template-areas: 'icon what amount go' 'icon when when go' 'icon status status go';
    align-items: center;
    column-gap: ${(p) => p.theme.space(1.5)};
    row-gap: 2px;
    padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    &:hover {
      background: ${(p) => p.theme.colors.background};
    }
    ${up('md')} {
      grid-template-areas: 'icon what when method status amount go';
      grid-template-columns: 40px minmax(0, 1fr) 180px 160px 150px 96px 20px;
      padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
    }
  }
  .icon {
    ${iconTile}
    grid-area: icon;
  }
  .what {
    grid-area: what;
    font-weight: 700;
  }
  .when {
    grid-area: when;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .phone-method {
    ${up('md')} {
      display: none;
    }
  }
  .method {
    display: none;
    grid-area: method;
    color: ${(p) => p.theme.colors.textMuted};
    ${up('md')} {
      display: block;
    }
  }
  .status {
    grid-area: status;
    justify-self: start;
    margin-top: 4px;
    ${up('md')} {
      margin-top: 0;
    }
  }
  .amount {
    grid-area: amount;
    justify-self: end;
    font-weight: 700;
  }
  .go {
    grid-area: go;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** One payment of her list: credits, when, method, status and amount; it opens the payment's page and receipt. */
function TransactionRow({ payment }: { payment: ApiPayment }) {
  const t = useT();
  const money = useMoney();
  const when = useShortDateTime();
  return (
    <li>
      <a href={`/transactions/${payment.payment_id}`}>
        <span className="icon">
          <MethodIcon method={payment.method} />
        </span>
        <span className="what">
          <Figure>{t('credits.bundle.credits', { credits: payment.credits })}</Figure>
        </span>
        <span className="when">
          {when(payment.created_at)}
          <span className="phone-method"> · {t(methodKey(payment.method))}</span>
        </span>
        <span className="method">{t(methodKey(payment.method))}</span>
        <span className="status">
          <StatusPill payment={payment} />
        </span>
        <span className="amount">
          <Figure>{money(centsOf(payment.amount), payment.currency)}</Figure>
        </span>
        <ChevronRight className="go" size={20} aria-hidden="true" />
      </a>
    </li>
  );
}

/** Her payments, newest first: rows on a phone, columns from a tablet on. */
export function TransactionList({ payments }: { payments: readonly ApiPayment[] }) {
  return (
    <List>
      {payments.map((payment) => (
        <TransactionRow key={payment.payment_id} payment={payment} />
      ))}
    </List>
  );
}
