import { ChevronRight, ShoppingBag, Receipt } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { useMoney, useShortDateTime } from '../../components/credits/money';
import { centsOf } from '../../i18n/money';
import { methodKey } from '../../components/credits/method-names';
import { MethodIcon } from '../../components/credits/method-icon';
import { Figure, iconTile, MoneyPage, PageHead } from '../../components/credits/parts';
import { StatusPill } from '../../components/credits/status-pill';
import { ButtonLink, Card, Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import type { TransactionsData } from './+data';
import { useLocalPath } from '../../components/language/use-local-path';

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

const Empty = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(5)} ${(p) => p.theme.space(3)};
  .mark {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.secondarySoft};
    color: ${(p) => p.theme.colors.secondaryStrong};
  }
  p {
    margin: 0;
    max-width: 460px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** /transactions: her payments, newest first, each opening its page and receipt; an empty state leading to /credits. */
export default observer(function TransactionsPage() {
  const { payments } = useData<TransactionsData>();
  const t = useT();
  const localPath = useLocalPath();
  const money = useMoney();
  const when = useShortDateTime();
  return (
    <Container>
      <MoneyPage>
        <PageHead>
          <div>
            <PageTitle>{t('transactions.title')}</PageTitle>
            {payments.length > 0 && <p className="lead">{t('transactions.intro')}</p>}
          </div>
        </PageHead>
        {payments.length === 0 ? (
          <Empty>
            <span className="mark">
              <Receipt size={30} aria-hidden="true" />
            </span>
            <p>{t('transactions.empty')}</p>
            <ButtonLink href={localPath('/credits')}>
              <ShoppingBag size={18} aria-hidden="true" />
              {t('transactions.emptyCta')}
            </ButtonLink>
          </Empty>
        ) : (
          <List>
            {payments.map((payment) => (
              <li key={payment.payment_id}>
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
            ))}
          </List>
        )}
      </MoneyPage>
    </Container>
  );
});
